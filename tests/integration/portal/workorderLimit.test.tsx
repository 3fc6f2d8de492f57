import { render, screen, waitFor } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { WorkorderPage } from '../../../src/modules/portal/pages/WorkorderPage';
import { installMatchMedia } from '../login/support';
import { ORIGIN } from '../mocks/support';

/** The portal's 资源申请 at the anonymous limit (5 per client per hour): the refusal shows, the input stays. */
beforeAll(installMatchMedia);
// A visitor: no token stored by a file run before in this worker.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const APPLY = '/api/operation-management/v1/workorder/resource/apply';
const good = { applicant: '王小明', company: '华南理工大学', phone: '13812345678', resourceType: 2, quantity: 8, duration: 3, purpose: '大模型微调实验需要 GPU' };

describe('/portal/workorder for a visitor', () => {
  it('the 6th application within the hour: 提交过于频繁，请稍后再试 in view, every field as typed, nothing stored', async () => {
    for (let i = 0; i < 5; i += 1) {
      const sent = await fetch(`${ORIGIN}${APPLY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(good) });
      expect(sent.status).toBe(200);
    }
    const orders = mockControl.db.collection('crud.resource-workorder').count();
    const user = userEvent.setup({ delay: null });
    // A store of its own: a visitor holds no session (a file run before in this worker may have signed in).
    render(
      <Provider store={createStore()}>
        <ConfigProvider locale={zhCN}>
          <MemoryRouter>
            <WorkorderPage />
          </MemoryRouter>
        </ConfigProvider>
      </Provider>,
    );
    const typed: [string, string][] = [
      ['请输入申请人姓名', '李四'],
      ['请输入单位或课题组名称', '中山大学化学院'],
      ['请输入手机号', '13900001234'],
      ['请输入数量', '16'],
      ['请简要说明项目背景、计算规模与应用软件', '分子动力学模拟需要 GPU 加速'],
    ];
    for (const [placeholder, value] of typed) await user.type(screen.getByPlaceholderText(placeholder), value);
    await user.click(screen.getByRole('button', { name: /提交申请/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('提交过于频繁，请稍后再试'));
    for (const [placeholder, value] of typed) expect((screen.getByPlaceholderText(placeholder) as HTMLInputElement).value).toBe(value);
    expect(screen.queryByTestId('workorder-done')).toBeNull();
    expect(mockControl.db.collection('crud.resource-workorder').count()).toBe(orders);
  });
});
