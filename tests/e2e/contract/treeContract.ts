/**
 * The contract of one routed tree page (a list page with `tree`) in Chromium, from its config
 * alone: one call loads the tree (the family's `tree`, else `children` of the root), every node
 * shows as a row with every level open, the columns' titles and the top-level nodes' first cells
 * show, each node that may have children offers 新增<childLabel>, axe on the tree and on the
 * create dialog (required-field errors, nothing sent). What the nodes' calls do is checked in
 * tests/contract/treesAndSummaries.test.ts; a journey (tests/e2e/platform-apps.spec.ts) adds,
 * moves and deletes nodes through the page.
 */
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import type { CatalogPage } from '../../contract/catalog';
import { columnTitle, readPath, responseOf, routeOf, serves, type ApiRecord } from '../../contract/family';
import { expectAccessible } from './axe';
import { openFresh } from './kindSteps';
import { builtIn, listView } from './listContract';
import { expectListLayout } from './listLayout';
import { buttonName } from './listView';
import { createFormStep } from './recordSteps';
import { CALL_TIMEOUT, expect, test, type ContractConsole } from './session';

function count(nodes: readonly ApiRecord[], childrenKey: string): number {
  return nodes.reduce((sum, node) => sum + 1 + count((node[childrenKey] as ApiRecord[] | undefined) ?? [], childrenKey), 0);
}

export async function runTreePage(app: ContractConsole, target: CatalogPage): Promise<void> {
  const config = target.config as ListPageConfig;
  const tree = config.tree!;
  const entity = target.entity!;
  const childrenKey = tree.childrenKey ?? 'children';
  const { page } = app;
  const pane = page.locator('[data-testid=active-page]').locator(`[data-page="${target.pageId}"]`).first();
  const nodes = await test.step('the tree loads in one call and shows every node, all levels open', async () => {
    // A page of several trees (`trees`) shows its first one at first, read by that tree's own call.
    const route = config.trees?.[0]?.tree ?? routeOf(config.endpoint, serves(config.endpoint, 'tree') ? 'tree' : 'children');
    const answer = page.waitForResponse((r) => r.request().method() === route.method && new URL(r.url()).pathname === route.path, { timeout: CALL_TIMEOUT });
    await openFresh(page, target.route!.path);
    const response = await answer;
    expect(response.status()).toBe(200);
    const roots = readPath(await response.json(), responseOf(config.endpoint).item) as ApiRecord[];
    await expect(pane.locator('.hpc-tree-table tbody tr.ant-table-row')).toHaveCount(count(roots, childrenKey));
    const header = pane.locator('.hpc-tree-table thead');
    for (const column of config.columns) await expect(header).toContainText(columnTitle(column, entity));
    const first = config.columns[0]!.key;
    for (const root of roots) await expect(pane.locator('.hpc-tree-table tbody').getByText(String(root[first]), { exact: true }).first()).toBeVisible();
    return roots;
  });
  if (builtIn(config, 'create') && config.form) {
    const label = `新增${tree.childLabel ?? '下级'}`;
    const expected = tree.maxDepth === 1 ? 0 : nodes.length;
    expect(await pane.getByRole('button', { name: buttonName(label) }).count(), `${label} on the nodes that may have children`).toBeGreaterThanOrEqual(expected);
  }
  await test.step('at 1440 × 900 nothing is cut without an ellipsis and a tooltip, nothing cut off by 操作', () => expectListLayout(page, target.pageId, pane, 'tree'));
  await test.step('axe on the tree', () => expectAccessible(page, `${target.pageId} tree`, '[data-testid=active-page]'));
  const create = builtIn(config, 'create');
  if (create && config.form && serves(config.endpoint, 'create')) {
    const label = `新增${tree.childLabel ?? '下级'}`;
    const first = String(nodes[0]?.[config.columns[0]!.key] ?? '');
    // Without top-level 新增 (`addRoots: false`) the dialog opens from the first node's 新增<childLabel>.
    const under = tree.addRoots === false
      ? { open: () => pane.getByRole('button', { name: buttonName(label) }).first().click(), title: `${label}（上级：${first}）` }
      : undefined;
    if (tree.addRoots === false) await expect(pane.getByRole('button', { name: buttonName(create.label ?? '新增') }), 'no top-level 新增').toHaveCount(0);
    await test.step('create dialog: fields, required-field errors, nothing sent (axe on the dialog)', () =>
      createFormStep(listView(app, target), create, () => expectAccessible(page, `${target.pageId} create dialog`, '.ant-modal-wrap:has(.rjsf)'), under));
  }
}
