/**
 * A family's custom actions in full, as the renderer, the mocks and the contract tests use them.
 * Most actions are their own call (`endpoint`) with what it changes (`effect`); an action reading
 * one of the family's GET `operation`s takes that operation's route, changes nothing, and shows
 * its answer with the labels the operation's response schema gives (unless the action words them).
 * One function, so all of them read an action the same way.
 */
import type { ActionAnswerField, ActionAnswerView, CustomAction } from './actions';
import type { FamilyAction, FamilyDeclaration, OperationDeclaration } from './family';
import { operationNamed } from './operationPaths';

/** A page file that names no family its loader knows, or an action its family lacks (a developer's fault). */
export class FamilyReferenceError extends Error {
  override name = 'FamilyReferenceError';
}

/** A family action as resolved: its call always given. */
export type ResolvedFamilyAction = Omit<CustomAction, 'type'> & Pick<FamilyAction, 'grants'>;

/**
 * Whether an action naming an `operation` calls it to change something (支付: POST pay): no
 * answer to open, show or save and no file to send. The operation's hand-written handler makes the
 * change; the action sends the record's id under its `idField`.
 */
export function callsOperation(action: Pick<FamilyAction, 'operation' | 'upload' | 'opens' | 'shows' | 'download'>): boolean {
  return action.operation !== undefined && !action.upload && action.opens === undefined && action.shows === undefined && action.download === undefined;
}

/** The GET operation an action reads (a POST or PUT one when it uploads a file or calls it), or a developer's fault. */
export function actionOperation(family: FamilyDeclaration, familyName: string, action: Pick<FamilyAction, 'name' | 'operation' | 'upload' | 'opens' | 'shows' | 'download'>): OperationDeclaration {
  const operation = operationNamed(family, action.operation);
  if (callsOperation(action)) {
    if (!operation || (operation.method !== 'POST' && operation.method !== 'PUT')) {
      throw new FamilyReferenceError(`接口族 ${familyName} 的操作 ${action.name} 调用的 POST/PUT 操作 ${String(action.operation)} 不存在（schemas/families/${familyName}.json operations）`);
    }
    return operation;
  }
  if (action.upload) {
    if (!operation || (operation.method !== 'POST' && operation.method !== 'PUT')) {
      throw new FamilyReferenceError(`接口族 ${familyName} 的操作 ${action.name} 上传文件的 POST/PUT 操作 ${String(action.operation)} 不存在（schemas/families/${familyName}.json operations）`);
    }
    return operation;
  }
  if (!operation || operation.method !== 'GET') {
    throw new FamilyReferenceError(`接口族 ${familyName} 的操作 ${action.name} 读取的 GET 操作 ${String(action.operation)} 不存在（schemas/families/${familyName}.json operations）`);
  }
  return operation;
}

/** The properties of an operation's answer (its response schema's), by name. */
export function answerProperties(operation: OperationDeclaration): Record<string, { description?: unknown }> {
  const schema = operation.response && 'schema' in operation.response ? operation.response.schema : undefined;
  const properties = schema?.properties;
  return typeof properties === 'object' && properties !== null ? (properties as Record<string, { description?: unknown }>) : {};
}

/** The answer's fields a `shows` action lists, each with its label (the action's, else the schema's description). */
export function answerFields(view: ActionAnswerView, operation: OperationDeclaration): ActionAnswerField[] {
  const properties = answerProperties(operation);
  const wanted = view.fields ?? Object.keys(properties);
  return wanted.map((entry) => {
    const { field, label } = typeof entry === 'string' ? { field: entry, label: undefined } : entry;
    const described = properties[field]?.description;
    return { field, label: label ?? (typeof described === 'string' ? described : field) };
  });
}

/**
 * One declared action in full: an operation read gets the operation's route, an empty effect and
 * its answer's labels; another action is as declared (it must give its call and its effect).
 */
export function resolveFamilyAction(declared: FamilyAction, family: FamilyDeclaration, familyName: string): ResolvedFamilyAction {
  const { endpoint, effect, ...rest } = declared;
  if (declared.operation !== undefined) {
    const operation = actionOperation(family, familyName, declared);
    const resolved: ResolvedFamilyAction = { ...rest, endpoint: { method: operation.method, path: operation.path }, effect: {} };
    if (declared.shows) resolved.shows = { ...declared.shows, fields: answerFields(declared.shows, operation) };
    return resolved;
  }
  if (!endpoint || !effect) throw new FamilyReferenceError(`接口族 ${familyName} 的操作 ${declared.name} 缺少 endpoint 或 effect`);
  return { ...rest, endpoint, effect };
}

/** Every action of the family in full. */
export function resolveFamilyActions(family: FamilyDeclaration, familyName: string): ResolvedFamilyAction[] {
  return (family.actions ?? []).map((action) => resolveFamilyAction(action, family, familyName));
}

/**
 * The actions that are calls of their own (served from their effect, documented and granted as
 * the family's): not those reading an operation, which its declaration serves and guards.
 */
export function ownCallActions(family: FamilyDeclaration): (FamilyAction & Pick<CustomAction, 'endpoint' | 'effect'>)[] {
  return (family.actions ?? []).filter((action): action is FamilyAction & Pick<CustomAction, 'endpoint' | 'effect'> => action.operation === undefined && action.endpoint !== undefined && action.effect !== undefined);
}
