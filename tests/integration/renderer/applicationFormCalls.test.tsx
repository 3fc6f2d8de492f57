/**
 * A lookup's `source` operation: the application's 应用分类 (schemas/entities/application.json
 * categoryId, x-lookup source application-manage get-classify) takes its choices and labels from
 * that call — the form's category tree nested by parentId, the list's cells and filter — and a
 * save on the 应用分类 page reads it anew (its options live under that page's family). A form
 * field may name its own source over the entity's (form.ts `source`).
 */
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { queryClient } from '../../../src/core/query/queryClient';
import { renderPage } from './detailHarness';
import { recordRequests } from '../../support/requestLog';
import { familyKey } from '../../../src/renderer/data/familyQueries';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import type { PageConfig } from '../../../src/pageLanguage/pageConfig';

const PAGE = 'platform-manage/application/application-information';

/** The shipped 应用信息 page with its 应用分类 form field naming `operation` of application-manage as its own source. */
async function pageWithFormSource(operation: string): Promise<Exclude<PageConfig, { kind: 'module' }>> {
  const config = structuredClone(await loadPageConfig(PAGE));
  if (!config || config.kind !== 'list' || !config.form) throw new Error('应用信息 is a list page with a form');
  config.form.fields = config.form.fields.map((field) => (typeof field === 'object' && field.key === 'categoryId' ? { ...field, source: { family: 'application-manage', operation, parent: 'parentId' } } : field));
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
    const { user } = await renderPage(PAGE);
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

  it('labels the list’s 应用分类 cells from classify, and reads it anew after a save on the 应用分类 page', async () => {
    await renderPage(PAGE);
    const apps = mockControl.db.collection('crud.application').list();
    const categories = mockControl.db.collection('crud.app-category').list();
    const first = categories.find((c) => apps.some((a) => a.categoryId === c.id))!;
    expect(await screen.findAllByText(String(first.name), {}, { timeout: 10_000 })).not.toHaveLength(0);
    const reads = () => requests.filter((r) => r === CLASSIFY).length;
    expect(reads()).toBe(1);

    // What the 应用分类 page's save does: the record is written, that page's family is read anew.
    const category = await loadPageConfig('platform-manage/application/app-category');
    if (!category || category.kind !== 'list') throw new Error('应用分类 is a list page');
    await queryClient.invalidateQueries({ queryKey: familyKey(category.endpoint.base) });
    await waitFor(() => expect(reads()).toBe(2));
  }, 90_000);

  it('takes a form field’s own source over the entity’s', async () => {
    const { user } = await renderPage(PAGE, { config: await pageWithFormSource('get-classify-missing') });
    await user.click(await screen.findByRole('button', { name: /新增/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增应用' }, { timeout: 10_000 });
    await waitFor(() => expect(item(dialog, '应用分类')).toHaveTextContent('应用分类加载失败：选项来源 application-manage get-classify-missing 不存在'), { timeout: 10_000 });
  }, 90_000);
});
