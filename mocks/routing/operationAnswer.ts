/**
 * A hand-written handler's answer to a declared operation, typed from the same wire types the
 * console reads (schemas/generated/operations.ts through src/contract/operationTypes.ts): a field
 * the declaration does not have, or one it requires and the handler leaves out, fails the type
 * check on both sides at once. The envelope is the dialect's (respond.ts `ok`).
 */
import type { FamilyName, OperationAnswer, OperationName } from '../../src/contract/operationTypes';
import { ok } from '../handlers/respond';

export function answer<F extends FamilyName, O extends OperationName<F>>(_family: F, _operation: O, data: OperationAnswer<F, O>): Response {
  return ok(data);
}
