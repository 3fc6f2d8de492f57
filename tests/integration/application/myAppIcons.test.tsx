/**
 * 我的应用 shows each subscribed application with its picture from GET application-manage/icon/{id}
 * (the catalogue's icon call), in the cards and in the list, and the picture that call answers is
 * the application's own.
 */
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import MyAppModule from '../../../src/modules/workbench/apps/MyAppModule';
import { render, screen, waitFor } from '../../support/testingLibrary';
import { signIn } from '../renderer/detailHarness';

describe('我的应用', () => {
  it('shows every subscribed application’s icon from icon/{appId}', async () => {
    const user = mockControl.db.collection('users').find((u) => u.userName === 'enterprise')!;
    await signIn('enterprise', mockControl.db.collection('roles').get(user.role)!.permissions);
    const subscribed = mockControl.db.collection('appSubscriptions').list().filter((s) => s.userId === user.id && s.status === 'ACTIVE');
    expect(subscribed.length).toBeGreaterThan(0);
    render(
      <ConfigProvider locale={zhCN}>
        <MemoryRouter initialEntries={['/']}><MyAppModule /></MemoryRouter>
      </ConfigProvider>,
    );
    await screen.findByText(subscribed[0]!.appName, {}, { timeout: 8000 });
    await waitFor(() => expect(document.querySelectorAll('img.wb-app-icon')).toHaveLength(subscribed.length));
    const sources = [...document.querySelectorAll<HTMLImageElement>('img.wb-app-icon')].map((img) => img.getAttribute('src'));
    for (const src of sources) expect(src).toMatch(/\/api\/operation-management\/v1\/application-manage\/icon\/\d+$/);
    const ids = sources.map((src) => Number(src!.slice(src!.lastIndexOf('/') + 1))).sort((a, b) => a - b);
    expect(ids).toEqual(subscribed.map((s) => s.appId).sort((a, b) => a - b));
    // The call answers that application's badge.
    const svg = await (await fetch(`http://localhost:3000/api/operation-management/v1/application-manage/icon/${subscribed[0]!.appId}`)).text();
    expect(svg).toContain(`aria-label="${subscribed[0]!.appName}"`);
  });
});
