/**
 * 应用规格's form picks its application from GET application-manage/identifier-list (the form
 * field's `source`): each option reads "<应用名称> <版本>（<应用标识>）" as the label template says,
 * the value stored is the application's name (the entity's lookup of 应用信息; the mock refusing
 * a name the catalogue does not hold is in applicationManageCalls.test.ts).
 */
import { fireEvent, screen, waitFor } from '../../support/testingLibrary';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { queryClient } from '../../../src/core/query/queryClient';
import { renderPage } from '../renderer/detailHarness';

const PAGE = 'platform-manage/application/app-specification';
const OM = '/api/operation-management/v1';

beforeEach(() => queryClient.clear());
afterEach(async () => {
  await mockControl.reset();
});

const item = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label))!;

describe('应用规格 picks its application by identifier', () => {
  it('reads GET identifier-list and offers each application as “名称 版本（标识）”', async () => {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith(`${OM}/application-manage/`)) seen.push(`${request.method} ${url.pathname}`);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    const { user } = await renderPage(PAGE);
    await user.click(await screen.findByRole('button', { name: /新增/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: /新增/ }, { timeout: 10_000 });
    await waitFor(() => expect(item(dialog, '应用名称')).toHaveTextContent('请选择应用名称'), { timeout: 10_000 });
    expect(seen).toContain(`GET ${OM}/application-manage/identifier-list`);
    fireEvent.mouseDown(item(dialog, '应用名称').querySelector('.ant-select-selector')!);
    // The options are searchable by their label: the identifier finds it among the catalogue.
    fireEvent.change(item(dialog, '应用名称').querySelector('input')!, { target: { value: 'vasp' } });
    const vasp = mockControl.db.collection('crud.application').list().find((app) => app.identifier === 'vasp')!;
    const label = `${String(vasp.appName)} ${String(vasp.version)}（vasp）`;
    const option = await waitFor(() => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`) ?? Promise.reject(new Error(`no option ${label}`)));
    fireEvent.click(option);
    await waitFor(() => expect(item(dialog, '应用名称').querySelector('.ant-select-selection-item')?.textContent).toBe(label));
  }, 90_000);
});
