/**
 * A form field's `check` (src/pageLanguage/form.ts FormFieldCheck): when the field is left, its
 * value is asked of a GET operation (新增用户's 登录账号 of aam-user repeat/check), and a value the
 * server already holds shows the answer's message on the field before submit. Quiet: a check that
 * fails (no network, no right) answers null and the server refuses at submit anyway.
 */
import { http } from '../../core/http/client';
import { responseOf } from '../../contract/backendDialect';
import { readPath } from '../../contract/readPath';
import type { FormFieldCheck } from '../../pageLanguage/form';
import { loadFamily } from '../../pageLanguage/familyLoader';
import { operationPath } from '../../pageLanguage/resolvePage';
import { operationNamed } from '../../pageLanguage/operationPaths';

/** The message for a value the server holds already, else null. */
export async function checkedMessage(check: FormFieldCheck, value: unknown): Promise<string | null> {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (text === '') return null;
  try {
    const family = await loadFamily(check.family);
    const operation = operationNamed(family, check.operation);
    if (!family || !operation || operation.method !== 'GET') return null;
    const body = await http.get<unknown>(operationPath(family, operation), { query: { [check.param]: text }, silent: true, loading: false });
    const answer = readPath(body, responseOf(family).item) as { exists?: unknown; message?: unknown } | undefined;
    return answer?.exists === true && typeof answer.message === 'string' && answer.message !== '' ? answer.message : null;
  } catch {
    return null;
  }
}
