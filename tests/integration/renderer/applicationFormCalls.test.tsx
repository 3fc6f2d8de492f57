/**
 * A form field's `source` operation: the application form (应用信息 › 新增) with its 应用分类 field
 * given `source: application-manage get-classify` takes its choices from that call, nested by
 * parentId into the category tree, and shows a chosen 子分类 by its path. The shipped page does not
 * name the source yet: with it, the list's 应用分类 filter kept options read before categories
 * were added elsewhere (tests/e2e/platform-apps.spec.ts) — the form had been what refreshed them.
 */
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { queryClient } from '../../../src/core/query/queryClient';
import { renderPage } from './detailHarness';
import { recordRequests } from '../../support/requestLog';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import type { PageConfig } from '../../../src/pageLanguage/pageConfig';

const PAGE = 'platform-manage/application/application-information';

/** The shipped 应用信息 page with its 应用分类 form field naming classify as its source. */
async function pageWithClassifySource(): Promise<Exclude<PageConfig, { kind: 'module' }>> {
  const config = structuredClone(await loadPageConfig(PAGE));
  if (!config || config.kind !== 'list' || !config.form) throw new Error('应用信息 is a list page with a form');
  config.form.fields = config.form.fields.map((field) => (typeof field === 'object' && field.key === 'categoryId' ? { ...field, source: { family: 'application-manage', operation: 'get-classify', parent: 'parentId' } } : field));
  return config;
}

const CLASSIFY = 'GET /api/operation-management/v1/application-manage/classify';

const requests = recordRequests();
beforeEach(() => {
  queryClient.clear();
});

const item = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label))!;

describe('应用信息 form reads application-manage classify', () => {
  it('offers the classify answer as the category tree and shows the chosen 子分类 by its path', async () => {
    const { user } = await renderPage(PAGE, { config: await pageWithClassifySource() });
    await user.click(await screen.findByRole('button', { name: /新增/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增应用' }, { timeout: 10_000 });
    await waitFor(() => expect(item(dialog, '应用分类')).toHaveTextContent('请选择应用分类'), { timeout: 10_000 });
    expect(requests).toContain(CLASSIFY);

    fireEvent.mouseDown(item(dialog, '应用分类').querySelector('.ant-select-selector')!);
    const titles = () => [...item(dialog, '应用分类').querySelectorAll('.ant-select-tree-title')].map((n) => n.textContent);
    const categories = mockControl.db.collection('crud.app-category').list();
    const child = categories.find((c) => Number(c.parentId) > 0)!;
    const parent = categories.find((c) => c.id === child.parentId)!;
    await waitFor(() => expect(titles()).toContain(child.name));
    // The child sits right under its parent, as the tree nests it.
    expect(titles().indexOf(String(child.name))).toBeGreaterThan(titles().indexOf(String(parent.name)));
    fireEvent.click([...item(dialog, '应用分类').querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find((n) => n.textContent === child.name)!);
    await waitFor(() => expect(within(item(dialog, '应用分类')).getByText(`${String(parent.name)} › ${String(child.name)}`)).toBeInTheDocument());
  }, 90_000);
});
