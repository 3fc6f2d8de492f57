/**
 * Writes whose refusal says why. The catalogue's 403 text is a bare 拒绝访问; where the account
 * service refuses a write under its delegation rule it gives the reason (不能授予您自己没有的权限,
 * 不能修改本组织范围以外的用户 …), and an administrator needs that reason to act. These writes run
 * with the client's toast off, show the refusal's reason (any other failure the catalogue's text)
 * and reject, so the dialog keeps what was typed.
 */
import { notify } from '../feedback/notify';
import { extractServerMessage } from './errorCatalogue';
import { HttpError } from './HttpError';

/** The words a failed write shows: a refusal's own reason, otherwise the client's catalogue text. */
export function writeFailureMessage(error: unknown): string {
  if (error instanceof HttpError) return (error.status === 403 ? extractServerMessage(error.body) : undefined) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Runs a write (made with `silent: true`), shows why it failed, and rejects. */
export async function writeWithReason<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // An aborted call says nothing; an expired session the client reports itself.
    const handled = error instanceof HttpError && (error.kind === 'aborted' || error.status === 401);
    if (!handled) notify.error(writeFailureMessage(error));
    throw error;
  }
}
