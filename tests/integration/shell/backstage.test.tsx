import { act, render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireSession } from '../../../src/shell/RequireSession';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { routeLeaves } from '../../../src/core/menu';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { tagBarAtom } from '../../../src/shell/state/tagBarAtoms';
import { emptyTagBar } from '../../../src/core/menu';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { signInAs } from './support';

// Every page renders the probe module, so these tests exercise the shell, not page configs.
vi.mock('../../../src/pageLanguage/pageConfigLoader', () => ({
  loadPageConfig: async () => ({ kind: 'module', module: 'filter-probe' }),
  pageConfigPath: (id: string) => `schemas/pages/${id}.json`,
}));
// The probe is registered in the components sub-app, which serves these back-stage routes (docs/behaviour §2.6).
const probeModules = vi.hoisted(() => ({ modules: {} as Record<string, unknown> }));
vi.mock('../../../src/modules/groups/components', () => probeModules);

beforeEach(() => {
  // The session here is made up (signInAs), so the header's own calls — the 消息中心 badge — get
  // answers of their own instead of the mock backend's 401 (which would log the test user out).
  server.use(http.get('*/api/operation-management/v1/message/unread-count', () => HttpResponse.json({ code: 200, data: { unread: 2 } })));
  // Likewise the user menu's default organisation/role check: this made-up user has both.
  server.use(http.get('*/api/:aam/v1/portal/user/default', () => HttpResponse.json({ code: 200, data: { hasDefaultGroup: true, hasDefaultRole: true, roleCount: 1 } })));
  probeModules.modules['filter-probe'] = lazy(() => import('./support').then((m) => ({ default: m.FilterProbePage })));
  getDefaultStore().set(tagBarAtom, emptyTagBar);
});
afterEach(() => {
  delete probeModules.modules['filter-probe'];
  getDefaultStore().set(sessionAtom, null);
});

/** Navigates like a typed address: jsdom fires hashchange as a task, so wait for it inside act. */
async function go(path: string) {
  await act(async () => {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    window.location.hash = `#${path}`;
    await changed;
  });
}

const sideMenu = () => document.querySelector<HTMLElement>('.hpc-sider')!;
const tagTitles = () => screen.queryAllByTestId('tag').map((tag) => within(tag).getAllByRole('button')[0]!.textContent);

describe('back-stage shell', () => {
  it('without a session, a back-stage path goes to /login with the way back', async () => {
    function LoginProbe() {
      const { pathname, search } = useLocation();
      return <p>登录页 {pathname + search}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/operation-center/customer/customer-info?keyword=x']}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="*" element={<RequireSession>后台</RequireSession>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(`登录页 /login?url=${encodeURIComponent('/operation-center/customer/customer-info?keyword=x')}`)).toBeInTheDocument();
    expect(screen.queryByText('后台')).toBeNull();
  });

  it('/backstage lands on the overview, inside the side menu, breadcrumb and tag bar', async () => {
    signInAs();
    window.location.hash = '#/backstage';
    render(<App />);
    // The shell is a lazy chunk; its first (cold) import can take seconds on a loaded machine.
    await waitFor(() => expect(window.location.hash).toBe('#/application-admin/application-center'), { timeout: 15000 });
    expect(await screen.findByLabelText('关键字')).toBeInTheDocument();
    expect(sideMenu()).toHaveTextContent('运营中心');
    expect(document.querySelector('.hpc-breadcrumb')).toHaveTextContent('工作台/概览');
    expect(tagTitles()).toEqual(['概览']);
  });

  it('the menu shows only permitted areas, and an unpermitted page redirects to the first permitted one', async () => {
    signInAs(['application-admin', 'work-overview-look', 'work-app-look']);
    window.location.hash = '#/platform-manage/organization/role';
    render(<App />);
    await waitFor(() => expect(window.location.hash).toBe('#/application-admin/application-center'), { timeout: 15000 });
    const menu = sideMenu();
    expect(menu).toHaveTextContent('概览');
    expect(menu).toHaveTextContent('我的应用');
    expect(menu).not.toHaveTextContent('运营中心');
    expect(menu).not.toHaveTextContent('平台管理中心');
  });

  it('visiting 12 pages keeps the 9 most recent tags', async () => {
    signInAs();
    window.location.hash = '#/backstage';
    render(<App />);
    const pages = routeLeaves().filter((e) => !e.node.hidden && !e.node.noTag && e.node.page && e.node.path.startsWith('/operation-center')).slice(0, 12);
    expect(pages).toHaveLength(12);
    for (const { node } of pages) {
      await go(node.path);
      await waitFor(() => expect(screen.getByTestId('active-page')).toBeInTheDocument());
    }
    await waitFor(() => expect(tagTitles()).toEqual(pages.slice(3).map((e) => e.node.title)));
  });

  it('returning to a tag restores the page as it was: URL filter and typed draft', async () => {
    const user = userEvent.setup();
    signInAs();
    window.location.hash = '#/operation-center/customer/customer-info';
    render(<App />);
    const keyword = await screen.findByLabelText('关键字');
    await user.type(keyword, '中科院{Enter}');
    await user.type(screen.getByLabelText('草稿'), '未提交的备注');
    await waitFor(() => expect(window.location.hash).toContain('keyword='));
    expect(screen.getByTestId('applied-filter')).toHaveTextContent('当前筛选：中科院');

    await go('/operation-center/customer/customer-visit');
    await waitFor(() => expect(tagTitles()).toEqual(['客户信息', '客户拜访']));
    await user.click(screen.getByRole('button', { name: '客户信息' }));

    await waitFor(() => expect(decodeURIComponent(window.location.hash)).toBe('#/operation-center/customer/customer-info?keyword=中科院'));
    const active = screen.getByTestId('active-page');
    expect(within(active).getByTestId('applied-filter')).toHaveTextContent('当前筛选：中科院');
    expect(within(active).getByLabelText('草稿')).toHaveValue('未提交的备注');
  });

  it('re-clicking the menu entry resets the page’s URL state', async () => {
    const user = userEvent.setup();
    signInAs();
    window.location.hash = '#/operation-center/customer/customer-info?keyword=abc';
    render(<App />);
    expect(await screen.findByTestId('applied-filter')).toHaveTextContent('当前筛选：abc');
    await user.click(within(sideMenu()).getByText('客户信息'));
    await waitFor(() => expect(window.location.hash).toBe('#/operation-center/customer/customer-info'));
    expect(screen.getByTestId('applied-filter')).toHaveTextContent('当前筛选：无');
  });

  it('closing the current tag moves to its neighbour', async () => {
    const user = userEvent.setup();
    signInAs();
    window.location.hash = '#/operation-center/customer/customer-info';
    render(<App />);
    await screen.findByLabelText('关键字');
    await go('/operation-center/customer/customer-visit');
    await go('/operation-center/customer/customer-contract');
    await waitFor(() => expect(tagTitles()).toEqual(['客户信息', '客户拜访', '客户合同']));
    await go('/operation-center/customer/customer-visit');
    await user.click(screen.getByRole('button', { name: '关闭 客户拜访' }));
    await waitFor(() => expect(window.location.hash).toBe('#/operation-center/customer/customer-contract'));
    expect(tagTitles()).toEqual(['客户信息', '客户合同']);
  });

  it('a page that throws shows an error panel inside the shell, and navigating away recovers', async () => {
    signInAs();
    probeModules.modules['filter-probe'] = lazy(async () => ({
      default: () => {
        if (window.location.hash.includes('customer-info')) throw new Error('页面渲染异常：字段缺失');
        return <p>正常页面</p>;
      },
    }));
    window.location.hash = '#/operation-center/customer/customer-info';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<App />);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    // What was thrown is for developers (the console); the user reads words written for users.
    expect(screen.getByText('页面发生意外错误，请重试；如仍有问题请联系管理员')).toBeInTheDocument();
    expect(screen.queryByText('页面渲染异常：字段缺失')).toBeNull();
    expect(logged).toHaveBeenCalledWith('[page]', expect.objectContaining({ message: '页面渲染异常：字段缺失' }), expect.anything());
    expect(sideMenu()).toBeInTheDocument();
    await go('/operation-center/customer/customer-visit');
    expect(await screen.findByText('正常页面')).toBeInTheDocument();
  });

  it('an inner page pushes and pops an extra crumb; segment 2 of a deep crumb goes back home', async () => {
    const user = userEvent.setup();
    signInAs();
    probeModules.modules['filter-probe'] = lazy(() => import('./support').then((m) => ({ default: m.InnerCrumbPage })));
    window.location.hash = '#/operation-center/customer/customer-info';
    render(<App />);
    const crumbs = () => document.querySelector<HTMLElement>('.hpc-breadcrumb')!;
    await user.click(await screen.findByRole('button', { name: '查看详情' }));
    await waitFor(() => expect(crumbs()).toHaveTextContent('运营中心/客户管理/客户信息/客户详情：中科院计算所'));
    // Four levels now: segment 2 (客户管理) is a link back to that section's home view.
    await user.click(within(crumbs()).getByRole('link', { name: '客户管理' }));
    await waitFor(() => expect(window.location.hash).toBe('#/operation-center/customer/customer-info'));
    await waitFor(() => expect(crumbs()).toHaveTextContent(/^运营中心\/客户管理\/客户信息$/));
    expect(within(crumbs()).queryByRole('link', { name: '客户管理' })).toBeNull();
  });
});
