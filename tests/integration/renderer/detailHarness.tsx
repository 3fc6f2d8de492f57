/**
 * Renders schema pages on routes of a memory router, as the shell would (a page id and its
 * config per path), for the signed-in demo admin or a user holding the given codes. Used by
 * the detail, dashboard and form page tests.
 */
import { render } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/es/locale/zh_CN';
import { getDefaultStore } from 'jotai';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ALL_PERMISSION_CODES } from '../../../mocks/store/seeds/rolePermissions';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { writeToken } from '../../../src/core/session/storageKeys';
import SchemaPage from '../../../src/renderer/SchemaPage';
import type { PageConfig } from '../../../src/pageLanguage/pageConfig';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import { recordNotices } from '../../support/notifierRecorder';
import { login } from '../mocks/support';

type SchemaConfig = Exclude<PageConfig, { kind: 'module' }>;

export interface PageRoute {
  /** Route path, e.g. "/operation-center/customer/customer-info". */
  path: string;
  pageId: string;
  /** The page's config; loaded from schemas/pages/<pageId>.json when omitted. */
  config?: SchemaConfig;
}

/** The router's current address (path + query), updated on every navigation. */
export const currentLocation = { current: '' };
function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    currentLocation.current = pathname + search;
  }, [pathname, search]);
  return null;
}

export async function signIn(userName: string, codes: readonly string[] = ALL_PERMISSION_CODES): Promise<void> {
  const { access_token: token } = await login(userName);
  writeToken(token);
  getDefaultStore().set(sessionAtom, {
    token, state: 's', userInfo: { id: userName, displayName: userName, groupInfo: [{ orgLevel: 1, groupId: 1, groupName: '超算中心' }] },
    codes: [...codes], isFirstLogin: false, aamName: null, acc: null, realm: null, heartData: null,
  });
}

/**
 * The renderers are lazy chunks; importing them cold inside a waitFor can take longer than its
 * timeout on a busy machine. Warming the module cache first changes nothing the tests check.
 */
function warmRenderers(): Promise<unknown> {
  return Promise.all([
    import('../../../src/renderer/list/ListPage'),
    import('../../../src/renderer/detail/DetailPage'),
    import('../../../src/renderer/detail/DetailDrawer'),
    import('../../../src/renderer/dashboard/DashboardPage'),
    import('../../../src/renderer/formPage/FormPage'),
  ]);
}

export async function renderRoutes(routes: readonly PageRoute[], initialEntry: string, options: { user?: string; codes?: readonly string[] } = {}) {
  await Promise.all([signIn(options.user ?? 'admin', options.codes), warmRenderers()]);
  const resolved = await Promise.all(routes.map(async (route) => {
    const config = route.config ?? (await loadPageConfig(route.pageId));
    if (!config || config.kind === 'module') throw new Error(`no schema page config for ${route.pageId}`);
    return { ...route, config };
  }));
  const notices = recordNotices();
  const user = userEvent.setup();
  const view = render(
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <MemoryRouter initialEntries={[initialEntry]}>
          <LocationProbe />
          <Routes>
            {resolved.map((route) => (
              <Route key={route.path} path={route.path} element={<SchemaPage pageId={route.pageId} config={route.config} />} />
            ))}
          </Routes>
        </MemoryRouter>
      </>
    </ConfigProvider>,
  );
  return { notices, user, view };
}

/** One page at the path of its id ("/<page id>"), like the shell's routes. */
export function renderPage(pageId: string, options: { search?: string; config?: SchemaConfig; user?: string; codes?: readonly string[] } = {}) {
  return renderRoutes([{ path: `/${pageId}`, pageId, config: options.config }], `/${pageId}${options.search ?? ''}`, options);
}
