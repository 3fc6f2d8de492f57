import { act, render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { SideMenu } from '../../../src/shell/layout/SideMenu';
import { ShellRouteProvider } from '../../../src/shell/state/shellRoute';
import { openMenuAtom, siderCollapsedAtom } from '../../../src/shell/state/sideMenuAtoms';
import { signInAs } from './support';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderMenu(path: string) {
  signInAs();
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRouteProvider>
        <nav className="hpc-sider">
          <SideMenu />
        </nav>
        <Where />
      </ShellRouteProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('menu', { name: '侧边菜单' });
}

const item = (name: string) => screen.getByRole('menuitem', { name });
const path = () => screen.getByTestId('path').textContent;

afterEach(() => {
  const store = getDefaultStore();
  store.set(sessionAtom, null);
  store.set(siderCollapsedAtom, false);
  store.set(openMenuAtom, { pathname: null, keys: [] });
});

describe('side menu', () => {
  it('opens the groups above the current page, marks it, and makes it the tab stop', () => {
    const menu = renderMenu('/operation-center/customer/customer-info');
    expect(item('运营中心')).toHaveAttribute('aria-expanded', 'true');
    expect(item('客户管理')).toHaveAttribute('aria-expanded', 'true');
    expect(item('合作伙伴')).toHaveAttribute('aria-expanded', 'false');
    const current = item('客户信息');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('ant-menu-item-selected');
    expect(current).toHaveAttribute('tabindex', '0');
    expect(menu.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    // antd's dark inline menu markup: indented by level.
    expect(menu).toHaveClass('ant-menu', 'ant-menu-root', 'ant-menu-inline', 'ant-menu-dark');
    expect(current).toHaveStyle({ paddingLeft: '72px' });
  });

  it('a group title opens and closes the group; a page navigates; a placeholder does not', async () => {
    const user = userEvent.setup();
    renderMenu('/operation-center/customer/customer-info');
    expect(screen.queryByRole('menuitem', { name: '合作伙伴对账' })).toBeNull();
    await user.click(item('合作伙伴'));
    expect(item('合作伙伴')).toHaveAttribute('aria-expanded', 'true');
    await user.click(item('合作伙伴对账'));
    await waitFor(() => expect(path()).toBe('/operation-center/partner/partner-reconciliation'));
    // Entering a page opens exactly the groups above it: 客户管理 closed, opened by its title, closed again.
    expect(item('客户管理')).toHaveAttribute('aria-expanded', 'false');
    await user.click(item('客户管理'));
    expect(item('客户信息')).toBeInTheDocument();
    await user.click(item('客户管理'));
    expect(screen.queryByRole('menuitem', { name: '客户信息' })).toBeNull();
    const placeholder = item('资金');
    expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    await user.click(placeholder);
    expect(path()).toBe('/operation-center/partner/partner-reconciliation');
  });

  it('is operable by keyboard: arrows, ArrowLeft / ArrowRight on groups, Enter', async () => {
    const user = userEvent.setup();
    renderMenu('/operation-center/customer/customer-info');
    await user.tab();
    expect(item('客户信息')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('客户拜访')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('客户管理')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('客户管理')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(item('客户管理')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(item('客户合同')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(path()).toBe('/operation-center/customer/customer-contract'));
  });

  it('collapsed, a group opens its pages in a flyout: by keyboard, then Escape; by pointer, then a choice', async () => {
    const user = userEvent.setup();
    getDefaultStore().set(siderCollapsedAtom, true);
    const menu = renderMenu('/application-admin/application-center');
    expect(menu).toHaveClass('ant-menu-vertical', 'ant-menu-inline-collapsed');
    // No pages in the collapsed menu itself.
    expect(within(menu).queryByRole('menuitem', { name: '客户信息' })).toBeNull();

    act(() => item('运营中心').focus());
    await user.keyboard('{Enter}');
    const flyout = await screen.findByRole('menu', { name: '运营中心' });
    expect(flyout.closest('.ant-menu-submenu-popup')).not.toBeNull();
    // Nested groups show as item groups: their title, then their pages.
    expect(within(flyout).getByRole('group', { name: '客户管理' })).toBeInTheDocument();
    expect(within(flyout).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: '运营中心' })).toBeNull();
    expect(item('运营中心')).toHaveFocus();

    await user.click(item('运营中心'));
    await user.click(within(await screen.findByRole('menu', { name: '运营中心' })).getByRole('menuitem', { name: '客户拜访' }));
    await waitFor(() => expect(path()).toBe('/operation-center/customer/customer-visit'));
    expect(screen.queryByRole('menu', { name: '运营中心' })).toBeNull();
    expect(item('运营中心').closest('li')).toHaveClass('ant-menu-submenu-selected');
  });
});
