/**
 * 资源账号 (/platform-manage/organization/resource), a list page over the family starlight (its
 * list verb answered by hand from the caller's HPC accounts and jobs): each user sees their own
 * accounts only, with jobs and core hours; a user with none sees the empty table.
 */
import { expect, test } from './guards';
import { SCREENSHOT_DIR, settled, signInFresh } from './support';

const ROUTE = '#/platform-manage/organization/resource';
/** The mock database and its save as the browser console reaches them (`__HPC_MOCKS__`). */
type MockWindow = { __HPC_MOCKS__: { db: { collection(name: string): { removeWhere(test: (row: Record<string, unknown>) => boolean): void } }; flush(): Promise<void> } };

test('the sub-centre sees its own HPC account with its jobs and core hours, nobody else’s', async ({ page }) => {
  await signInFresh(page, 'subcenter', 'sub123456');
  await page.goto(`/${ROUTE}`);
  const pane = page.locator('[data-testid=active-page]');
  await expect(pane.getByRole('heading', { name: '我的 HPC 资源账号' })).toBeVisible();
  for (const title of ['HPC账号', '所属集群', '家目录', '作业数', '运行中', '累计核时', '状态', '开通时间']) {
    await expect(pane.getByRole('columnheader', { name: title })).toBeVisible();
  }
  const rows = pane.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell', { name: 'hpc_sub01', exact: true })).toBeVisible();
  await expect(rows.first().getByRole('cell', { name: '/public/home/hpc_sub01' })).toBeVisible();
  await expect(rows.first().getByRole('cell', { name: '正常' })).toBeVisible();
  await expect(pane.getByText('hpc_admin')).toHaveCount(0);
  // No write is offered: the rows are the platform's accounts, opened by operators.
  await expect(pane.getByRole('button', { name: /新\s?增/ })).toHaveCount(0);
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/resource-accounts-subcenter.png`, fullPage: true });
});

test('a user whose HPC accounts are gone sees the empty table', async ({ page }) => {
  await signInFresh(page, 'subcenter', 'sub123456');
  // The sub-centre's account removed from the demo data, as when its only account is closed.
  await page.evaluate(async () => {
    const mocks = (window as unknown as MockWindow).__HPC_MOCKS__;
    mocks.db.collection('hpcAccounts').removeWhere((a) => a.acc === 'hpc_sub01');
    await mocks.flush();
  });
  await page.goto(`/${ROUTE}`);
  const pane = page.locator('[data-testid=active-page]');
  await expect(pane.getByRole('heading', { name: '我的 HPC 资源账号' })).toBeVisible();
  await expect(pane.getByText('暂无数据')).toBeVisible();
  await expect(pane.getByRole('row').filter({ has: page.getByRole('cell', { name: /hpc_/ }) })).toHaveCount(0);
});
