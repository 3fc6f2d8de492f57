import { render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/locale/zh_CN';
import { expect } from 'vitest';
import { writeStored, writeToken } from '../../../src/core/session/storageKeys';
import StorageBrowserModule from '../../../src/modules/storage/StorageBrowserModule';
import { recordNotices } from '../../support/notifierRecorder';
import { login } from '../mocks/support';
import { expectNodeBlobs } from './nodeBlobs';

/** Renders the storage module as the shell would, for a signed-in demo user. */
export async function renderStorage(options: { scope?: 'user' | 'admin'; user?: string; acc?: string | null } = {}) {
  expectNodeBlobs();
  const { access_token: token } = await login(options.user ?? 'admin');
  writeToken(token);
  const acc = options.acc === undefined ? 'hpc_admin' : options.acc;
  if (acc) writeStored('acc', acc);
  const notices = recordNotices();
  const user = userEvent.setup();
  const view = render(
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <StorageBrowserModule scope={options.scope ?? 'user'} />
      </>
    </ConfigProvider>,
  );
  return { notices, user, view };
}

/** The table body rows' names, in order. */
export function shownNames(): string[] {
  return [...document.querySelectorAll('.storage-table tbody tr.ant-table-row .storage-name-text')].map((el) => el.textContent ?? '');
}

export async function waitForRow(name: string): Promise<HTMLElement> {
  let row: HTMLElement | null = null;
  await waitFor(() => {
    row = [...document.querySelectorAll<HTMLElement>('.storage-table tbody tr.ant-table-row')].find((tr) => within(tr).queryByText(name, { exact: true })) ?? null;
    expect(row).not.toBeNull();
  }, { timeout: 8000 });
  return row as unknown as HTMLElement;
}

export async function waitForPath(path: string): Promise<void> {
  await waitFor(() => expect(screen.getByLabelText('当前路径')).toHaveValue(path), { timeout: 8000 });
}
