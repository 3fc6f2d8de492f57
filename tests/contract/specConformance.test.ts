/**
 * The API contract against the platform's own list of calls (schemas/spec-calls.json):
 * - every spec call is declared by the contract (an operation of schemas/generated/openapi.json,
 *   which is generated from the families and the hand-written routes), except those still on
 *   NOT_YET_DECLARED below — a list that can only shrink: a call declared later must leave it;
 * - every operation of a family (schemas/families: record verbs, custom actions, hand-written
 *   operations) either is a spec call or is covered by the family's `extension` (a family the spec
 *   never names), one of its `extensions` groups or the operation's own `extension`, each with its
 *   reason; no reason names an operation that does not exist or that the spec names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import { declaredOperations, familyOperations } from './specCalls/familyOperations';
import { loadSpecCalls, operationKey } from './specCalls/specCalls';

/**
 * Spec calls the contract does not declare yet: the ids of schemas/spec-calls.json. Empty: every
 * call of the spec is declared; the list stays so that a call the spec gains can be named here
 * while it waits, and leaves it once declared.
 */
const NOT_YET_DECLARED: string[] = [];

const calls = loadSpecCalls();
const specKeys = new Set(calls.map((call) => operationKey(call.method, call.path)));

function openApiKeys(): Set<string> {
  const document = JSON.parse(readFileSync('schemas/generated/openapi.json', 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const keys = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    // The account service's prefix is the stored server name (a path parameter in OpenAPI).
    const concrete = path.replace('/api/{aam}/', '/api/aam/');
    for (const method of Object.keys(item)) if (['get', 'post', 'put', 'delete'].includes(method)) keys.add(operationKey(method, concrete));
  }
  return keys;
}

const families = readdirSync('schemas/families')
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ name: file.slice(0, -'.json'.length), family: JSON.parse(readFileSync(`schemas/families/${file}`, 'utf8')) as FamilyDeclaration }));

describe('the contract against the spec’s list of calls (schemas/spec-calls.json)', () => {
  it('declares every spec call but those still listed as not yet declared, and that list is exact', () => {
    const declared = openApiKeys();
    for (const { family } of families) for (const op of [...familyOperations(family), ...declaredOperations(family)]) declared.add(op.key);
    const undeclared = calls.filter((call) => !declared.has(operationKey(call.method, call.path))).map((call) => call.id);
    expect(undeclared.filter((id) => !NOT_YET_DECLARED.includes(id)), 'spec calls no operation declares').toEqual([]);
    expect(NOT_YET_DECLARED.filter((id) => !undeclared.includes(id)), 'declared now: take them off NOT_YET_DECLARED').toEqual([]);
    expect(calls.length - undeclared.length).toBeGreaterThanOrEqual(160);
  });

  it('every family operation is a spec call or has an extension reason; no reason is stale', () => {
    const problems: string[] = [];
    for (const { name, family } of families) {
      const handwritten = declaredOperations(family);
      const ops = [...familyOperations(family), ...handwritten];
      const extra = ops.filter((op) => !specKeys.has(op.key));
      if (family.extension !== undefined) {
        if (family.spec !== undefined) problems.push(`${name}: 同时写了 spec 与 extension`);
        if (extra.length < ops.length) problems.push(`${name}: 整族标为 extension，但 ${ops.filter((op) => specKeys.has(op.key)).map((op) => op.name).join('、')} 是清单中的调用`);
        continue;
      }
      if (family.spec === undefined && extra.length < ops.length) problems.push(`${name}: 有清单中的调用，却没有写 spec（清单章节）`);
      const covered = new Map<string, string>();
      for (const group of family.extensions ?? []) for (const op of group.operations) covered.set(op, group.reason);
      // A hand-written operation states its own reason.
      for (const op of handwritten) {
        if (op.reason && specKeys.has(op.key)) problems.push(`${name}: 操作 ${op.name} 是清单中的调用，不需要 extension 理由`);
        if (op.reason) covered.set(op.name, op.reason);
      }
      for (const op of extra) if (!covered.has(op.name)) problems.push(`${name}: ${op.name}（${op.key}）不在清单中，也没有 extensions 理由`);
      for (const group of family.extensions ?? []) for (const op of group.operations) {
        const found = ops.find((o) => o.name === op);
        if (!found) problems.push(`${name}: extensions 写了不存在的操作 ${op}`);
        else if (specKeys.has(found.key)) problems.push(`${name}: ${op} 是清单中的调用，不需要 extensions 理由`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every family either names its spec section or says why it exists', () => {
    for (const { name, family } of families) {
      expect(family.spec !== undefined || family.extension !== undefined, name).toBe(true);
      if (family.spec !== undefined) expect(calls.some((call) => call.section === family.spec), `${name}: ${family.spec}`).toBe(true);
    }
  });
});
