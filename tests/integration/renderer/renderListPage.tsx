import { render, screen, waitFor } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/es/locale/zh_CN';
import { getDefaultStore } from 'jotai';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../mocks/store/seeds/rolePermissions';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { writeToken } from '../../../src/core/session/storageKeys';
import SchemaPage from '../../../src/renderer/SchemaPage';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import { recordNotices } from '../../support/notifierRecorder';
import { login } from '../mocks/support';

/** Where the page's router is: the list state lives in the query string. */
export const location = { current: '' };
function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    location.current = pathname + search;
  }, [pathname, search]);
  return null;
}

/** Renders a page config as PageHost would, for the signed-in demo admin (or the given codes). */
export async function renderListPage(pageId: string, options: { search?: string; codes?: readonly string[] } = {}) {
  const { access_token: token } = await login('admin');
  writeToken(token);
  getDefaultStore().set(sessionAtom, {
    token, state: 's', userInfo: { id: 'admin', displayName: '管理员', groupInfo: [{ orgLevel: 1, groupId: 1, groupName: '超算中心' }] },
    codes: [...(options.codes ?? ALL_PERMISSION_CODES)], isFirstLogin: false, aamName: null, acc: null, realm: null, heartData: null,
  });
  const config = (await loadPageConfig(pageId)) as ListPageConfig;
  // SchemaPage loads the list renderer lazily: import it first, so a cold import on a busy
  // machine is not counted against the waits below.
  await import('../../../src/renderer/list/ListPage');
  // Likewise the create/edit dialog (rjsf, antd's form): opened on a click, waited for 5 s.
  await import('../../../src/renderer/form/RecordFormDialog');
  const notices = recordNotices();
  const user = userEvent.setup();
  const view = render(
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <MemoryRouter initialEntries={[`/${pageId}${options.search ?? ''}`]}>
          <LocationProbe />
          <SchemaPage pageId={pageId} config={config} />
        </MemoryRouter>
      </>
    </ConfigProvider>,
  );
  return { notices, user, view, config };
}

/** Body rows of the list table. */
export function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.hpc-list-table tbody tr.hpc-list-row')];
}

export async function waitForRows(): Promise<HTMLElement[]> {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 8000 });
  return rows();
}

export async function waitForTotal(total: number): Promise<void> {
  await waitFor(() => expect(screen.getByText(`共 ${total} 条`)).toBeInTheDocument(), { timeout: 8000 });
}
