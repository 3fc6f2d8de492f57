/**
 * A custom action reading one of its family's operations for a record: GET the operation with the
 * record's values, then open the address it answers in a new tab (`opens`: 打开应用) or show the
 * answer read-only (`shows`: 客户端信息); a file's upload or download goes to runFileAction.ts. A refusal is the server's message, which the client has
 * shown (in Chinese); an answer without an address the console may open says so.
 */
import type { ModalApi } from '../../core/feedback/modalApi';
import { notify } from '../../core/feedback/notify';
import type { CustomAction } from '../../pageLanguage/actions';
import type { DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { actionNoAddress, openableUrl, operationRequest } from './actionCall';

/** Opens an address in a new tab that gets neither this window (noopener) nor its address (noreferrer). */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export async function runOperationAction(
  provider: Pick<DataProvider, 'readActionValues' | 'family'>,
  modal: ModalApi,
  action: CustomAction,
  record: DataRecord,
  rowKey: string,
  /** After an upload the server took: the list reads its rows again. */
  onChanged?: () => void,
): Promise<void> {
  const { params, query } = operationRequest(action, record, rowKey);
  if (action.upload || action.download) {
    const { runFileAction } = await import('./runFileAction');
    await runFileAction(provider.family.base, modal, action, { params, query }, record, onChanged);
    return;
  }
  let answer: DataRecord | undefined;
  try {
    answer = await provider.readActionValues(action.endpoint, params, query);
  } catch {
    // The client has shown the server's message (该对接尚未同步上线，不能打开…).
    return;
  }
  if (action.opens !== undefined) {
    const url = openableUrl(answer?.[action.opens]);
    if (url) openInNewTab(url);
    else notify.error(actionNoAddress(action.label));
    return;
  }
  if (action.shows) {
    const { openAnswerDialog } = await import('../list/AnswerDialog');
    await openAnswerDialog(modal, { title: action.shows.title ?? action.label, fields: (action.shows.fields ?? []).map((entry) => (typeof entry === 'string' ? { field: entry } : entry)), answer: answer ?? {} });
  }
}
