import { render, screen, waitFor } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import { feedbackWanted, modal } from '../../../src/core/feedback/modalApi';
import { notify, setNotifier } from '../../../src/core/feedback/notify';

/** Counts imports of the host's chunk (antd Modal and message come with it). */
const loads = vi.hoisted(() => ({ host: 0 }));
vi.mock('../../../src/app/feedback/FeedbackHost', async (importOriginal) => {
  loads.host += 1;
  return importOriginal();
});

describe('toasts and confirm dialogs load on first use', () => {
  it('nothing loads until asked; calls made before the host is there are shown by it, in order; a dialog closed early never shows', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <FeedbackSlot />
      </ConfigProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feedbackWanted()).toBe(false);
    expect(loads.host).toBe(0);

    const onOk = vi.fn();
    const dropped = modal.confirm({ title: '不该出现', content: '关闭于加载之前' });
    dropped.destroy();
    const handle = modal.confirm({ title: '确认', content: '旧的内容', okText: '确认', cancelText: '取消', onOk });
    handle.update({ content: '是否继续进行删除操作？' }); // before the host: merged into what it shows
    notify.success('操作成功');
    expect(feedbackWanted()).toBe(true);

    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(loads.host).toBe(1);
    expect(dialog).toHaveTextContent('是否继续进行删除操作？');
    expect(screen.queryByText('不该出现')).toBeNull();
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('操作成功'));

    await userEvent.click(screen.getByRole('button', { name: /^确\s*认$/ }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('a recorder set by a test takes the toasts over the host, and gives them back when removed', async () => {
    const seen: string[] = [];
    setNotifier({ success: (t) => seen.push(t), error: (t) => seen.push(t), warning: (t) => seen.push(t), info: (t) => seen.push(t) });
    render(
      <ConfigProvider locale={zhCN}>
        <FeedbackSlot />
      </ConfigProvider>,
    );
    notify.warning('请选择需要操作的数据');
    expect(seen).toEqual(['请选择需要操作的数据']);
    setNotifier(null);
    notify.info('交给宿主');
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('交给宿主'));
    expect(seen).toEqual(['请选择需要操作的数据']);
  });
});
