import { fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Role queries check visibility through getComputedStyle, which takes seconds on antd's DOM in
// jsdom; text and label queries find the same elements quickly.
const button = (text: string | RegExp): HTMLElement => {
  const element = screen.getByText(text).closest('button');
  if (!element) throw new Error(`no button ${String(text)}`);
  return element;
};
import { mockControl } from '../../../mocks/control';
import { MockPanel } from '../../../mocks/panel/MockPanel';
import { openSocket, WS_ORIGIN } from './support';

beforeAll(() => {
  // antd's responsive helpers ask for matchMedia, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

async function openPanel(reload = vi.fn()) {
  const user = userEvent.setup({ delay: null });
  render(<MockPanel reload={reload} />);
  await user.click(screen.getByLabelText('演示数据'));
  await screen.findByText('演示数据与故障注入');
  return { user, reload };
}

describe('mock panel', () => {
  it('resets the demo data after confirmation, clears the app storage and reloads', async () => {
    const { user, reload } = await openPanel();
    mockControl.db.collection('crud.message').remove(1);
    localStorage.setItem('token', 'stale');
    await user.click(button('重置演示数据'));
    // antd spaces out two-character Chinese button labels: 重置 renders as 重 置.
    await screen.findByText('重置演示数据？');
    await user.click(button(/^重\s*置$/));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(mockControl.db.collection('crud.message').get(1)).toBeDefined();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('adds a fault from the form, lists it, and removes it', async () => {
    const { user } = await openPanel();
    expect(screen.getByText('暂无故障规则')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('接口路径'), { target: { value: '/api/oauth/v1/project/info' } });
    fireEvent.change(screen.getByLabelText('状态码'), { target: { value: '503' } });
    await user.click(button(/^添加故障规则$/));
    await waitFor(() => expect(mockControl.faults.list()).toMatchObject([{ path: '/api/oauth/v1/project/info', status: 503 }]));
    expect(await screen.findByText('任意 /api/oauth/v1/project/info')).toBeTruthy();
    expect(screen.getByText('状态码 503')).toBeTruthy();

    const item = screen.getByText('任意 /api/oauth/v1/project/info').closest('li');
    await user.click(within(item as HTMLElement).getByText(/^移\s*除$/));
    await waitFor(() => expect(mockControl.faults.list()).toEqual([]));
    expect(await screen.findByText('暂无故障规则')).toBeTruthy();
  });

  it('refuses a path that does not start with / and keeps what was typed', async () => {
    const { user } = await openPanel();
    fireEvent.change(screen.getByLabelText('接口路径'), { target: { value: 'api/x' } });
    await user.click(button(/^添加故障规则$/));
    expect(await screen.findByText('路径必须以 / 开头')).toBeTruthy();
    expect((screen.getByLabelText('接口路径') as HTMLInputElement).value).toBe('api/x');
    expect(mockControl.faults.list()).toEqual([]);
  });

  it('pushes a notice to connected user-event clients', async () => {
    const probe = openSocket(`${WS_ORIGIN}/websocket/userEvents/panel-state`);
    await probe.opened;
    await mockControl.notices.waitForClient('panel-state');
    const { user } = await openPanel();
    await user.click(button(/^推送通知$/));
    expect(JSON.parse(await probe.next())).toEqual({ code: 'REPEAT_LOGIN', message: '您的账号已在其他设备登录，请重新登录' });
    expect(await screen.findByText('已推送到 1 个连接')).toBeTruthy();
    probe.socket.close();
  });
});
