import { screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { ALL_PERMISSION_CODES } from '../../../mocks/store/seeds/rolePermissions';
import type { DetailPageConfig, ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import { currentLocation, renderRoutes } from './detailHarness';

const LIST = 'operation-center/customer/customer-info';
const DETAIL = 'operation-center/customer/customer-detail';
/** A hidden menu route of the operation centre (its own page id), used here to show a customer. */
const ROUTED_DETAIL = 'operation-center/customer/customer-resource-detail';
const customers = () => mockControl.db.collection('crud.customer');
const rows = () => [...document.querySelectorAll<HTMLElement>('.hpc-list-table tbody tr.hpc-list-row')];

async function firstRowCustomer() {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 8000 });
  const row = rows()[0]!;
  const id = Number(within(row).getAllByRole('cell')[1]!.textContent);
  return { row, customer: customers().get(id)! };
}

describe('list view action: the detail page as a route or in a drawer', () => {
  it('customer-detail has no menu route: 查看 opens it in a drawer titled by the name, the address unchanged', async () => {
    const { user } = await renderRoutes([{ path: `/${LIST}`, pageId: LIST }], `/${LIST}?page=1`);
    const { row, customer } = await firstRowCustomer();
    // A real button: reachable and operable by keyboard.
    const view = within(row).getByRole('button', { name: /查\s?看/ });
    view.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await waitFor(() => expect(within(drawer).getByText(String(customer.name), { selector: '.ant-drawer-title' })).toBeInTheDocument(), { timeout: 8000 });
    expect(within(drawer).getByText('基本信息')).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: '拜访记录' })).toBeInTheDocument();
    expect(currentLocation.current).toBe(`/${LIST}?page=1`);
    await user.click(within(drawer).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation.current).toBe(`/${LIST}?page=1`);
  }, 120_000);

  it('without the <prefix>-look code there is no 查看 button', async () => {
    await renderRoutes([{ path: `/${LIST}`, pageId: LIST }], `/${LIST}`, { codes: ALL_PERMISSION_CODES.filter((c) => c !== 'customer-info-look') });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 8000 });
    expect(within(rows()[0]!).queryByRole('button', { name: /查\s?看/ })).toBeNull();
    expect(within(rows()[0]!).getByRole('button', { name: /编\s?辑/ })).toBeInTheDocument();
  });

  it('a detail page with a menu route: 查看 goes to <route>?id=<id>, which shows the record; 返回 goes back to the list', async () => {
    const list = (await loadPageConfig(LIST)) as ListPageConfig;
    const detail = (await loadPageConfig(DETAIL)) as DetailPageConfig;
    // The routed page's own config (if written) decides the id parameter; the route shows a customer here.
    const routed = await loadPageConfig(ROUTED_DETAIL);
    const idParam = routed?.kind === 'detail' ? routed.idParam ?? 'id' : 'id';
    const listConfig: ListPageConfig = { ...list, rowActions: [{ type: 'view', detail: ROUTED_DETAIL }, ...(list.rowActions ?? []).filter((a) => a.type !== 'view')] };
    const { user } = await renderRoutes(
      [
        { path: `/${LIST}`, pageId: LIST, config: listConfig },
        { path: `/${ROUTED_DETAIL}`, pageId: ROUTED_DETAIL, config: { ...detail, idParam } },
      ],
      `/${LIST}`,
    );
    const { row, customer } = await firstRowCustomer();
    await user.click(within(row).getByRole('button', { name: /查\s?看/ }));
    await waitFor(() => expect(currentLocation.current).toBe(`/${ROUTED_DETAIL}?${idParam}=${customer.id}`), { timeout: 8000 });
    expect(await screen.findByRole('heading', { name: String(customer.name) }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /返\s?回/ }));
    await waitFor(() => expect(currentLocation.current).toBe(`/${LIST}`));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 8000 });
  }, 120_000);

  it('a detail route opened directly (no history): 返回 goes to the list it belongs to (activePath)', async () => {
    const detail = (await loadPageConfig(DETAIL)) as DetailPageConfig;
    const customer = customers().list()[0]!;
    const { user } = await renderRoutes([{ path: `/${ROUTED_DETAIL}`, pageId: ROUTED_DETAIL, config: detail }], `/${ROUTED_DETAIL}?id=${customer.id}`);
    await screen.findByRole('heading', { name: String(customer.name) }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: /返\s?回/ }));
    await waitFor(() => expect(currentLocation.current).toBe('/operation-center/customer/customer-resource'));
  });
});
