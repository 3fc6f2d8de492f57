/**
 * What a block's action does: each step calls an operation of the page's family (or of the
 * step's `family`) with parameters read from the item the action is on — a path placeholder
 * filled, a query parameter of a read or a field of a write's body — in order; a step whose answer
 * does not meet its `require` stops the action with its message. The HTTP client shows a refusal;
 * an answer is read as the operation client reads one (answerData).
 */
import { readPath } from '../../contract/readPath';
import { fillTemplate } from '../../contract/textTemplate';
import { request, type HttpMethod } from '../../core/http/client';
import type { BlockActionStep } from '../../pageLanguage/blocks';
import type { FamilyDeclaration } from '../../pageLanguage/family';
import { operationNamed, operationPath } from '../../pageLanguage/operationPaths';
import { answerData, resolveOperation } from '../data/operationClient';

/** A step stopped by its `require`: its message, filled from the answer, for the user. */
export class BlockActionStopped extends Error {
  override name = 'BlockActionStopped';
}

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export interface StepRequest {
  method: HttpMethod;
  path: string;
  query: Record<string, Scalar>;
  json: Record<string, unknown> | undefined;
}

/** The request a step makes on an item (pure): its operation's path with placeholders filled, its query and body. */
export function stepRequest(family: FamilyDeclaration, step: BlockActionStep, item: unknown): StepRequest {
  const operation = operationNamed(family, step.operation);
  if (!operation) throw new Error(`接口族 ${family.title} 没有操作 ${step.operation}`);
  let path = operationPath(family, operation);
  const query: Record<string, Scalar> = {};
  const body: Record<string, unknown> = {};
  const reads = operation.method === 'GET' || operation.method === 'DELETE';
  for (const [param, field] of Object.entries(step.params ?? {})) {
    const value = readPath(item, field);
    if (!isScalar(value)) throw new Error('该记录缺少所需信息，无法执行此操作');
    const placeholder = `{${param}}`;
    if (path.includes(placeholder)) path = path.replace(placeholder, encodeURIComponent(String(value)));
    else if (reads || Object.hasOwn(operation.query ?? {}, param)) query[param] = value;
    else body[param] = value;
  }
  return { method: operation.method as HttpMethod, path, query, json: reads ? undefined : body };
}

/** Runs the steps in order on the item; the last step's answer (its payload) for an `open`. */
export async function runBlockSteps(pageFamily: string, steps: readonly BlockActionStep[], item: unknown): Promise<unknown> {
  let answer: unknown;
  for (const step of steps) {
    const { family, operation } = await resolveOperation(step.family ?? pageFamily, step.operation);
    const call = stepRequest(family, step, item);
    const envelope = await request<unknown>(call.path, { method: call.method, query: call.query, ...(call.json ? { json: call.json } : {}) });
    // As the operation client reads an answer: an envelope refusing with HTTP 200 stops the action.
    answer = answerData(family, operation, envelope);
    if (step.require && !step.require.in.some((value) => String(value) === String(readPath(answer, step.require!.field)))) {
      throw new BlockActionStopped(fillTemplate(step.require.message, answer));
    }
  }
  return answer;
}
