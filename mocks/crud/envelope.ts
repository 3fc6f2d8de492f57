import { HttpResponse } from 'msw';
import type { ResponseMapping } from '../../src/pageLanguage/endpoint';
import { responseOf } from '../../src/contract/backendDialect';

/** Writes `value` at a dot path of `target`, creating objects on the way. */
function writePath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    current = (typeof next === 'object' && next !== null ? next : (current[key] = {})) as Record<string, unknown>;
  }
  current[keys[keys.length - 1]!] = value;
}

/**
 * Answers in the envelope the family's response mapping describes, so a page whose mapping
 * differs from the platform default still finds its records where it expects them. `aside` (a
 * job bill's totals over every matching row, say) goes beside the records, in the object holding
 * them, where a list page's `totals` reads it.
 */
export function answerList(mapping: ResponseMapping | undefined, records: unknown[], total: number, aside?: Readonly<Record<string, unknown>>): Response {
  const paths = responseOf({ response: mapping });
  // A dialect that sends the total in a header (X-Total-Count) gets it there, and not in the body.
  const init = paths.totalHeader ? { headers: { [paths.totalHeader]: String(total), 'Access-Control-Expose-Headers': paths.totalHeader } } : undefined;
  const body: Record<string, unknown> = { code: 200, msg: 'success' };
  if (paths.records === '') return HttpResponse.json(records, init);
  writePath(body, paths.records, records);
  if (!paths.totalHeader) writePath(body, paths.total, total);
  const holder = paths.records.includes('.') ? `${paths.records.slice(0, paths.records.lastIndexOf('.'))}.` : '';
  for (const [key, value] of Object.entries(aside ?? {})) writePath(body, `${holder}${key}`, value);
  return HttpResponse.json(body, init);
}

export function answerItem(mapping: ResponseMapping | undefined, item: unknown): Response {
  const paths = responseOf({ response: mapping });
  if (paths.item === '') return HttpResponse.json(item ?? null);
  const body: Record<string, unknown> = { code: 200, msg: 'success' };
  writePath(body, paths.item, item ?? null);
  return HttpResponse.json(body);
}

/**
 * A refused create/update: 400, `message` (shown by the client's docs/behaviour §8 catalogue) is the first
 * field's message, and the field map sits at the mapping's fieldErrors path (default `errors`):
 * `{ code: 400, message: "客户名称不能为空", errors: { name: "客户名称不能为空" } }`.
 */
export function answerFieldErrors(mapping: ResponseMapping | undefined, errors: Record<string, string>): Response {
  const paths = responseOf({ response: mapping });
  const body: Record<string, unknown> = { code: 400, message: Object.values(errors)[0] ?? '请求错误' };
  writePath(body, paths.fieldErrors, errors);
  return HttpResponse.json(body, { status: 400 });
}
