/**
 * Handlers of a family's custom actions (reject, cancel order, settle bill…), served from what
 * the page config says the action does: `showWhen` is the state the record must be in (400
 * 当前状态不允许该操作 otherwise), `prompt` the reason the body carries (written to the record when
 * the entity has that field), `effect` the fields the server changes ("$now": the current time).
 * A review (`decision`) must name one of its outcomes (400 请选择<label>), whose `effect` goes over
 * the action's and which may make the reason required (驳回). The record is {id} of the path, or
 * the body's `idField` (POST review { id, … }). An action's `current` read (GET) answers the record's
 * present outcome and reason, under the action's own permission code; the record is {id} of its path
 * or the `idField` query parameter. A `choice` must name a record of its lookup (400 请选择<label> /
 * <title>不存在), taken from the path placeholder of its field or the body, and `"$choice"` in the
 * effect writes it. An action reading an `operation` is served by that operation's handler, not here.
 */
import { http, type HttpHandler } from 'msw';
import type { CustomAction } from '../../src/pageLanguage/actions';
import { durable, fail, readJsonObject } from '../handlers/respond';
import { actionKey, anyAdmits, fieldsOf, forbidden, requireGrant, type FamilyGrants } from '../permissions';
import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';
import { answerFieldErrors, answerItem } from './envelope';
import type { CrudFamily } from './families';
import { mockPath } from './mockPath';
import { recordScope } from './orgScope';
import { actionEffect, CHOICE_VALUE, choiceInPath, choiceLabel, decisionOption, decisionRequiredMessage, meetsCondition, reasonRequired } from '../../src/contract/actionRules';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { lookupRefusals } from './lookupRefs';

export const STATE_REFUSED = '当前状态不允许该操作';

/** The record fields an action writes, with "$now" and "$choice" (the value its choice picked) resolved. */
export function resolveEffect(action: CustomAction, now: number, decision?: unknown, chosen?: unknown): Record<string, unknown> {
  const resolve = (value: unknown) => (value === '$now' ? formatBeijingTime(now) : value === CHOICE_VALUE ? chosen : value);
  return Object.fromEntries(Object.entries(actionEffect(action, decision)).map(([key, value]) => [key, resolve(value)]));
}

/** The value an action's choice picked, typed as its field; or the refusal (nothing picked, or a record its lookup does not hold). */
export function chosenValue(action: CustomAction, entity: EntitySchema, params: Record<string, unknown>, body: Record<string, unknown>): { value: unknown } | { refusal: string } {
  const { choice } = action;
  if (!choice) return { value: undefined };
  const raw = choiceInPath(action) ? params[choice.field] : body[choice.field];
  if (raw === undefined || raw === null || raw === '') return { refusal: `请选择${choiceLabel(action, entity)}` };
  const numeric = ['integer', 'number'].includes(String(entity.properties[choice.field]?.type));
  const value = numeric ? Number(raw) : raw;
  const refused = lookupRefusals(entity, { [choice.field]: value })[choice.field];
  if (refused || (numeric && !Number.isFinite(value))) return { refusal: refused ?? `${choiceLabel(action, entity)}不存在` };
  return { value };
}

function createOne(family: CrudFamily, action: CustomAction, grants: FamilyGrants): HttpHandler {
  const method = action.endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](mockPath(family.endpoint, action.endpoint), durable(async ({ request, params }) => {
    // The action's own code (of any page declaring it), for a record in that page's scope.
    const auth = requireGrant(request, grants.actions.get(actionKey(action.endpoint)) ?? []);
    if (auth instanceof Response) return auth;
    const table = db.collection(family.collection);
    const body = (await readJsonObject(request)) ?? {};
    const id = action.idField ? body[action.idField] : params.id;
    const record = typeof id === 'string' || typeof id === 'number' ? table.get(String(id)) : undefined;
    // Another organisation's record is as good as absent (orgScope.ts).
    if (!record || !recordScope(family.entity, auth)(record)) return fail(404, `${family.entity.title}不存在`);
    const condition = action.showWhen;
    if (!meetsCondition(record, condition)) return fail(400, STATE_REFUSED);
    if (!anyAdmits(auth.held, fieldsOf(record))) return forbidden();
    const { decision } = action;
    if (decision && !decisionOption(action, body[decision.field])) {
      return answerFieldErrors(family.endpoint.response, { [decision.field]: decisionRequiredMessage(decision.label) });
    }
    const chosen = chosenValue(action, family.entity, params, body);
    if ('refusal' in chosen) return fail(400, chosen.refusal);
    const outcome = decision ? body[decision.field] : undefined;
    const changes = resolveEffect(action, Date.now(), outcome, chosen.value);
    if (decision && family.entity.properties[decision.field] && !(decision.field in changes)) changes[decision.field] = outcome;
    if (action.prompt) {
      const reason = typeof body[action.prompt.field] === 'string' ? (body[action.prompt.field] as string).trim() : '';
      if (reasonRequired(action, outcome) && reason === '') {
        return answerFieldErrors(family.endpoint.response, { [action.prompt.field]: `${action.prompt.label}不能为空` });
      }
      if (action.prompt.maxLength && reason.length > action.prompt.maxLength) {
        return answerFieldErrors(family.endpoint.response, { [action.prompt.field]: `${action.prompt.label}不能超过 ${action.prompt.maxLength} 个字符` });
      }
      if (family.entity.properties[action.prompt.field]) changes[action.prompt.field] = reason;
    }
    return answerItem(family.endpoint.response, table.update(record.id, changes));
  }));
}

/** The fields a `current` read answers: the record's id, the decision's field and the prompt's. */
export function currentValues(action: CustomAction, record: Record<string, unknown>): Record<string, unknown> {
  const fields = ['id', action.decision?.field, action.prompt?.field].filter((field): field is string => field !== undefined);
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

function createCurrent(family: CrudFamily, action: CustomAction, current: NonNullable<CustomAction['current']>, grants: FamilyGrants): HttpHandler {
  return http.get(mockPath(family.endpoint, current), ({ request, params }) => {
    const auth = requireGrant(request, grants.actions.get(actionKey(current)) ?? []);
    if (auth instanceof Response) return auth;
    const id = action.idField ? new URL(request.url).searchParams.get(action.idField) : params.id;
    const record = typeof id === 'string' && id !== '' ? db.collection(family.collection).get(id) : undefined;
    if (!record || !recordScope(family.entity, auth)(record)) return fail(404, `${family.entity.title}不存在`);
    if (!anyAdmits(auth.held, fieldsOf(record))) return forbidden();
    return answerItem(family.endpoint.response, currentValues(action, record));
  });
}

export function createCustomActionHandlers(family: CrudFamily, grants: FamilyGrants): HttpHandler[] {
  const served = family.actions.filter((action) => action.operation === undefined && (action.endpoint.path.includes('{id}') || action.idField !== undefined));
  return [
    ...served.map((action) => createOne(family, action, grants)),
    ...served.flatMap((action) => (action.current ? [createCurrent(family, action, action.current, grants)] : [])),
  ];
}
