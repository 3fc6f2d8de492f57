/**
 * Handlers of a family's custom actions (reject, cancel order, settle bill…), served from what
 * the page config says the action does: `showWhen` is the state the record must be in (400
 * 当前状态不允许该操作 otherwise), `prompt` the reason the body carries (written to the record when
 * the entity has that field), `effect` the fields the server changes ("$now": the current time).
 * A review (`decision`) must name one of its outcomes (400 请选择<label>), whose `effect` goes over
 * the action's and which may make the reason required (驳回). The record is {id} of the path, or
 * the body's `idField` (POST review { id, … }).
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
import { actionEffect, decisionOption, decisionRequiredMessage, reasonRequired } from '../../src/renderer/actions/actionCall';

export const STATE_REFUSED = '当前状态不允许该操作';

/** The record fields an action writes, with "$now" resolved. */
export function resolveEffect(action: CustomAction, now: number, decision?: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(actionEffect(action, decision)).map(([key, value]) => [key, value === '$now' ? formatBeijingTime(now) : value]));
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
    if (!record) return fail(404, `${family.entity.title}不存在`);
    const condition = action.showWhen;
    if (condition && !condition.in.some((value) => String(value) === String(record[condition.field]))) return fail(400, STATE_REFUSED);
    if (!anyAdmits(auth.held, fieldsOf(record))) return forbidden();
    const { decision } = action;
    if (decision && !decisionOption(action, body[decision.field])) {
      return answerFieldErrors(family.endpoint.response, { [decision.field]: decisionRequiredMessage(decision.label) });
    }
    const outcome = decision ? body[decision.field] : undefined;
    const changes = resolveEffect(action, Date.now(), outcome);
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

export function createCustomActionHandlers(family: CrudFamily, grants: FamilyGrants): HttpHandler[] {
  return family.actions.filter((action) => action.endpoint.path.includes('{id}') || action.idField !== undefined).map((action) => createOne(family, action, grants));
}
