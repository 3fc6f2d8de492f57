/**
 * Issue 35: the application form (应用信息 › 新增) takes its 应用分类 choices from the spec's
 * application-manage classify call (a form field's `source` operation), nested by parentId into
 * the category tree, and shows a chosen 子分类 by its path.
 */
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { queryClient } from '../../../src/core/query/queryClient';
import { renderPage } from './detailHarness';

const CLASSIFY = 'GET /api/operation-management/v1/application-manage/classify';

let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  queryClient.clear();
  requests = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

const item = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label))!;

describe('应用信息 form reads application-manage classify', () => {
  it('offers the classify answer as the category tree and shows the chosen 子分类 by its path', async () => {
    const { user } = await renderPage('platform-manage/application/application-information');
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
