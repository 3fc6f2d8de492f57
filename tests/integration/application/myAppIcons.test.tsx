/**
 * 我的应用 as a block page (schemas/pages/application-admin/my-app.json): each subscribed
 * application with its picture from GET application-manage/icon/{id} (the catalogue's icon call),
 * in the cards and in the list, and the picture that call answers is the application's own; 启动
 * checks permission (application-workorder check-permission), counts the use (use-count/{id}) and
 * opens the remote desktop (starlight desktop/url) or 应用运行 with the app chosen; a refused check
 * says why and counts nothing; 退订 asks, unsubscribes and the card goes; the search box filters by name.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { currentLocation, renderPage } from '../renderer/detailHarness';

const PAGE = 'application-admin/my-app';

function enterprise() {
  const user = mockControl.db.collection('users').find((u) => u.userName === 'enterprise')!;
  const codes = mockControl.db.collection('roles').get(user.role)!.permissions;
  const subscribed = () => mockControl.db.collection('appSubscriptions').list().filter((s) => s.userId === user.id && s.status === 'ACTIVE');
  return { user, codes, subscribed };
}

const cardOf = (name: string) => screen.getByText(name, { selector: '.hpc-block-card-title span' }).closest('.ant-card') as HTMLElement;

describe('我的应用', () => {
  it('shows every subscribed application’s icon from icon/{appId}, in the cards and in the list', async () => {
    const { codes, subscribed } = enterprise();
    expect(subscribed().length).toBeGreaterThan(0);
    await renderPage(PAGE, { user: 'enterprise', codes });
    await screen.findByText(subscribed()[0]!.appName, {}, { timeout: 8000 });
    await waitFor(() => expect(document.querySelectorAll('img.hpc-block-card-icon')).toHaveLength(subscribed().length));
    const sources = [...document.querySelectorAll<HTMLImageElement>('img.hpc-block-card-icon')].map((img) => img.getAttribute('src'));
    for (const src of sources) expect(src).toMatch(/\/api\/operation-management\/v1\/application-manage\/icon\/\d+$/);
    const ids = sources.map((src) => Number(src!.slice(src!.lastIndexOf('/') + 1))).sort((a, b) => a - b);
    expect(ids).toEqual(subscribed().map((s) => s.appId).sort((a, b) => a - b));
    // The call answers that application's badge.
    const svg = await (await fetch(`http://localhost:3000/api/operation-management/v1/application-manage/icon/${subscribed()[0]!.appId}`)).text();
    expect(svg).toContain(`aria-label="${subscribed()[0]!.appName}"`);

    // The list view: one row per application, its picture before its name, the billing as a label.
    fireEvent.click(screen.getByTitle('列表'));
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1)).toHaveLength(subscribed().length);
    expect(document.querySelectorAll('tbody img.hpc-block-card-icon')).toHaveLength(subscribed().length);
    const first = subscribed().sort((a, b) => b.lastUseTime.localeCompare(a.lastUseTime))[0]!;
    expect(within(rows[1]!).getByText(first.appName)).toBeInTheDocument();
    expect(within(rows[1]!).getByText({ 1: '按核时', 2: '包年包月', 3: '免费' }[first.billingType]!)).toBeInTheDocument();
  });

  it('启动 checks permission, counts the use and opens the desktop or 应用运行 with the app chosen', async () => {
    const { codes, subscribed } = enterprise();
    const desktop = subscribed().find((s) => s.desktop);
    const batch = subscribed().find((s) => !s.desktop);
    expect(desktop && batch, 'the demo has both kinds').toBeTruthy();
    await renderPage(PAGE, { user: 'enterprise', codes });
    await screen.findByText(desktop!.appName, {}, { timeout: 8000 });
    fireEvent.click(within(cardOf(desktop!.appName)).getByRole('button', { name: '启动桌面' }));
    const dialog = await screen.findByRole('dialog', { name: `${desktop!.appName} 远程桌面` }, { timeout: 8000 });
    expect(within(dialog).getByText(/^https:\/\/desktop\.hpc-cloud\.cn\/vnc\//)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /在新窗口打开/ })).toHaveAttribute('target', '_blank');
    expect(mockControl.db.collection('appSubscriptions').get(desktop!.id)!.useCount).toBe(desktop!.useCount + 1);
    await waitFor(() => expect(within(cardOf(desktop!.appName)).getByText(new RegExp(`使用 ${desktop!.useCount + 1} 次`))).toBeInTheDocument(), { timeout: 8000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s?闭/ }));

    fireEvent.click(within(cardOf(batch!.appName)).getByRole('button', { name: '提交作业' }));
    await waitFor(() => expect(currentLocation.current).toBe(`/application-admin/start-app?appId=${batch!.appId}`), { timeout: 8000 });
    expect(mockControl.db.collection('appSubscriptions').get(batch!.id)!.useCount).toBe(batch!.useCount + 1);
  });

  it('a refused check says why and counts nothing', async () => {
    const { codes, subscribed } = enterprise();
    const app = subscribed().find((s) => s.desktop)!;
    mockControl.db.collection('appSubscriptions').update(app.id, { expireTime: '2020-01-01 00:00:00' });
    const { notices } = await renderPage(PAGE, { user: 'enterprise', codes });
    await screen.findByText(app.appName, {}, { timeout: 8000 });
    fireEvent.click(within(cardOf(app.appName)).getByRole('button', { name: '启动桌面' }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'warning', text: '该应用的使用期限已到期，请续订' }), { timeout: 8000 });
    expect(mockControl.db.collection('appSubscriptions').get(app.id)!.useCount).toBe(app.useCount);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('退订 asks, unsubscribes and the card goes; the search box filters by name', async () => {
    const { codes, subscribed } = enterprise();
    const [app, other] = subscribed();
    const { notices } = await renderPage(PAGE, { user: 'enterprise', codes });
    await screen.findByText(app!.appName, {}, { timeout: 8000 });
    fireEvent.click(within(cardOf(app!.appName)).getByRole('button', { name: /退\s?订/ }));
    expect(await screen.findByText(`确认退订 ${app!.appName}？退订后将不能再使用该应用。`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByText(app!.appName, { selector: '.hpc-block-card-title span' })).toBeNull(), { timeout: 8000 });
    expect(notices).toContainEqual({ level: 'success', text: `已退订 ${app!.appName}` });
    expect(mockControl.db.collection('appSubscriptions').get(app!.id)!.status).toBe('UNSUBSCRIBED');

    const search = screen.getByRole('searchbox', { name: '应用名称' });
    const searchButton = () => search.closest('.ant-input-search')!.querySelector('.ant-input-search-button')!;
    fireEvent.change(search, { target: { value: other!.appName } });
    fireEvent.click(searchButton());
    await waitFor(() => expect(document.querySelectorAll('.hpc-block-cards > .ant-card')).toHaveLength(subscribed().filter((s) => s.appName.includes(other!.appName)).length), { timeout: 8000 });
    for (const card of document.querySelectorAll('.hpc-block-card-title')) expect(card.textContent).toContain(other!.appName);
    fireEvent.change(search, { target: { value: '不存在的应用名' } });
    fireEvent.click(searchButton());
    expect(await screen.findByText('没有匹配的应用', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
