import { render, screen, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../../../src/modules/portal/admin/adminApi';
import { LinkPageDialog } from '../../../src/modules/portal/admin/LinkPageDialog';

const menu = { id: 7, menuName: '解决方案', pageId: null } as unknown as MenuNode;

describe('门户菜单 › 关联页面', () => {
  it('a failed load of the portal pages says so with the reason and 重试, instead of an empty choice', async () => {
    const onRetryPages = vi.fn();
    // A linked entry: 确定 would save a page nobody could see in the choice.
    render(<LinkPageDialog menu={{ ...menu, pageId: 3 }} pages={{ status: 'error', message: '服务器繁忙，请稍后再试' }} onRetryPages={onRetryPages} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('门户页面加载失败')).toBeInTheDocument();
    expect(within(dialog).getByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: '选择页面' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s?试/ }));
    expect(onRetryPages).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: /确\s?定/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /取消关联/ })).toBeEnabled();
  });

  it('loaded pages are offered by name', async () => {
    const pages = [{ id: 3, pageName: '关于我们' }, { id: 4, pageName: '解决方案页' }] as never;
    render(<LinkPageDialog menu={menu} pages={{ status: 'ready', data: pages }} onRetryPages={vi.fn()} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '选择页面' }));
    expect(await screen.findByRole('option', { name: '关于我们' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '解决方案页' })).toBeInTheDocument();
  });
});
