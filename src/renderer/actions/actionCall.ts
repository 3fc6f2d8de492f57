/**
 * What a custom action sends, from its config, the record and what the user entered in its
 * dialog (pure; the rules the server shares are in src/contract/actionRules.ts). The body is
 * the fixed `body`, then the decision's outcome and the prompt's reason; the record is named by
 * {id} in the path or by `idField` in the body; other path placeholders are fields of the record
 * (of the same name, or the one the action's `path` maps them to).
 */
import { decisionOption } from '../../contract/actionRules';
import type { CustomAction } from '../../pageLanguage/actions';
import { readPath } from '../../contract/readPath';
import type { DataRecord } from '../data/resolveResponse';
import { pathPlaceholders, type RouteParams } from '../../contract/routes';
import { developerFault } from '../../core/feedback/developerFault';

/** What a user reads when the record lacks a value the action's call needs (the field name goes to the console). */
export const actionRecordIncomplete = (label: string) => `无法执行“${label}”：该记录缺少所需信息，请联系管理员`;

/** What the user entered in the action's dialog. */
export interface ActionInput {
  /** The chosen outcome's value (ActionDecision). */
  decision?: string | number | boolean;
  /** The prompt's reason, trimmed. */
  reason?: string;
  /** The value picked for the action's `choice`. */
  choice?: string | number;
  /** The values of the action's `form` as sent (encrypted fields already encrypted). */
  form?: DataRecord;
}

export interface ActionRequest {
  params: RouteParams;
  body: Record<string, unknown> | undefined;
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A path placeholder's value: the number the action gives, else the record field it maps (or the field of the placeholder's name). */
function pathValue(action: CustomAction, record: DataRecord, name: string): unknown {
  const mapped = action.path?.[name];
  return typeof mapped === 'number' ? mapped : readPath(record, mapped ?? name);
}

/**
 * Path parameters and JSON body of a call of `action` on `record`. Throws when a path
 * placeholder has no value (a lint error in the config, or a record without the field).
 */
export function actionRequest(action: CustomAction, record: DataRecord, rowKey: string, input: ActionInput = {}): ActionRequest {
  const id = record[rowKey] as string | number;
  const params: RouteParams = {};
  const chosen = action.choice?.field;
  for (const name of pathPlaceholders(action.endpoint.path)) {
    if (name === 'id') {
      params.id = id;
      continue;
    }
    // The choice's placeholder (and a form field's) takes the value entered, not the record's present one;
    // a placeholder the action maps (`path`) takes the record field it names.
    const value = name === chosen ? input.choice : input.form && name in input.form ? input.form[name] : pathValue(action, record, name);
    if (!isScalar(value)) throw developerFault(actionRecordIncomplete(action.label), `操作“${action.label}”的路径参数 ${name} 没有值`);
    params[name] = value;
  }
  if (action.endpoint.method === 'GET') return { params, body: undefined };
  const body: Record<string, unknown> = {
    ...action.body,
    ...(action.idField ? { [action.idField]: id } : {}),
    ...(action.decision && input.decision !== undefined ? { [action.decision.field]: input.decision } : {}),
    ...(action.prompt && input.reason !== undefined ? { [action.prompt.field]: input.reason } : {}),
    ...(chosen && input.choice !== undefined && !(chosen in params) ? { [chosen]: input.choice } : {}),
    ...Object.fromEntries(Object.entries(input.form ?? {}).filter(([name]) => !(name in params))),
  };
  return { params, body };
}

/** Path parameters and query of an action reading an `operation`: the record's values of its placeholders and `query` fields. */
export function operationRequest(action: CustomAction, record: DataRecord, rowKey: string): CurrentRequest {
  const params: RouteParams = {};
  for (const name of pathPlaceholders(action.endpoint.path)) {
    const value = name === 'id' ? record[rowKey] : pathValue(action, record, name);
    if (!isScalar(value)) throw developerFault(actionRecordIncomplete(action.label), `操作“${action.label}”的路径参数 ${name} 没有值`);
    params[name] = value;
  }
  const query: Record<string, string | number> = {};
  for (const [name, field] of Object.entries(action.query ?? {})) {
    const value = readPath(record, field);
    if (!isScalar(value) || value === '') throw developerFault(actionRecordIncomplete(action.label), `操作“${action.label}”的查询参数 ${name}（记录字段 ${field}）没有值`);
    query[name] = typeof value === 'boolean' ? String(value) : value;
  }
  return { params, query };
}

/** An address the console may open for the user: http or https only (never javascript: or data:). */
export function openableUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** What a user reads when the answer of an `opens` action has no address the console may open. */
export const actionNoAddress = (label: string) => `无法${label}：服务端没有返回有效的访问地址，请稍后重试或联系管理员`;

/** Where a `current` read names the record: path parameters, and the query (`idField`, when the action names it in the body). */
export interface CurrentRequest {
  params: RouteParams;
  query: Record<string, string | number>;
}

/** The call of an action's `current` read for `record` (undefined: the action has none). */
export function currentRequest(action: CustomAction, record: DataRecord, rowKey: string): CurrentRequest | undefined {
  if (!action.current) return undefined;
  const id = record[rowKey] as string | number;
  const params: RouteParams = {};
  for (const name of pathPlaceholders(action.current.path)) {
    const value = name === 'id' ? id : readPath(record, name);
    if (!isScalar(value)) throw developerFault(actionRecordIncomplete(action.label), `操作“${action.label}”的读取路径参数 ${name} 没有值`);
    params[name] = value;
  }
  return { params, query: action.idField ? { [action.idField]: id } : {} };
}

/** What the dialog starts from, given the values the `current` read answered. */
export function initialInput(action: CustomAction, values: DataRecord | undefined): ActionInput {
  if (!values) return {};
  const input: ActionInput = {};
  const outcome = action.decision ? decisionOption(action, values[action.decision.field]) : undefined;
  if (outcome) input.decision = outcome.value;
  const reason = action.prompt ? values[action.prompt.field] : undefined;
  if (typeof reason === 'string') input.reason = reason;
  return input;
}

/** The dialog an action opens, in order of precedence. */
export type ActionShape = 'upload' | 'download' | 'opens' | 'shows' | 'form' | 'choice' | 'decision' | 'prompt' | 'confirm' | 'direct';

export function actionShape(action: CustomAction): ActionShape {
  if (action.upload) return 'upload';
  if (action.download) return 'download';
  if (action.opens !== undefined) return 'opens';
  if (action.shows) return 'shows';
  if (action.form) return 'form';
  if (action.choice) return 'choice';
  if (action.decision) return 'decision';
  if (action.prompt) return 'prompt';
  return action.confirm ? 'confirm' : 'direct';
}
