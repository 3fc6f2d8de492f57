/**
 * The spec's calls against the screens that make them: a call the platform's list names is made by
 * a screen of the console (a page config's family call, or a call in src/ — the same reading of
 * the front end as tests/contract/specCalls/audit.mjs), or its family says in `screenless` which
 * screen would make it, or why none does. Whatever leaves `screenless` must be made by a screen;
 * whatever a screen starts making must leave `screenless`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import { declaredOperations, familyOperations } from './specCalls/familyOperations';
import { frontEndMatches, pageConfigCalls, readDefaultRoutes, sourceCalls } from './specCalls/frontEndCalls.mjs';
import { loadSpecCalls, operationKey } from './specCalls/specCalls';

/**
 * Spec calls a screen must make and none makes yet (ids of schemas/spec-calls.json): a list that
 * can only shrink — a call a screen starts making must leave it.
 */
const NO_SCREEN_YET: string[] = [];

const root = resolve('.');
const calls = loadSpecCalls();
const frontEnd = [
  ...pageConfigCalls(root, readDefaultRoutes(root).routes),
  // A path of fewer than three segments is a base filled into other paths, not a call.
  ...sourceCalls(root).filter((call) => call.path.split('/').filter(Boolean).length >= 3),
];
const families = readdirSync('schemas/families')
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ name: file.slice(0, -'.json'.length), family: JSON.parse(readFileSync(`schemas/families/${file}`, 'utf8')) as FamilyDeclaration }));

const madeByScreen = (call: { method: string; path: string }): boolean => frontEnd.some((fe) => frontEndMatches(call, fe.method, fe.path));

/** The family operations answering a spec call: family name and operation name. */
function answering(key: string): { family: string; operation: string; reason?: string }[] {
  return families.flatMap(({ name, family }) => [...familyOperations(family), ...declaredOperations(family)]
    .filter((op) => op.key === key)
    .map((op) => {
      const group = (family.screenless ?? []).find((g) => g.operations.includes(op.name));
      return { family: name, operation: op.name, ...(group ? { reason: group.reason } : {}) };
    }));
}

describe('the spec’s calls against the screens that make them', () => {
  it('reads the front end’s calls', () => {
    expect(frontEnd.length).toBeGreaterThan(500);
  });

  it('every spec call is made by a screen, or its family says in `screenless` which screen would make it', () => {
    const unexplained = calls
      .filter((call) => !madeByScreen(call))
      .filter((call) => !answering(operationKey(call.method, call.path)).some((op) => op.reason));
    expect(unexplained.filter((call) => !NO_SCREEN_YET.includes(call.id)).map((call) => `${call.id}: ${call.method} ${call.path}`), '没有页面调用、也没有 screenless 理由的清单调用').toEqual([]);
    expect(NO_SCREEN_YET.filter((id) => !unexplained.some((call) => call.id === id)), '已有页面调用：从 NO_SCREEN_YET 中去掉').toEqual([]);
  });

  it('no `screenless` entry is stale: it names an operation of its family that is a spec call no screen makes', () => {
    const specByKey = new Map(calls.map((call) => [operationKey(call.method, call.path), call]));
    const problems: string[] = [];
    for (const { name, family } of families) {
      const ops = [...familyOperations(family), ...declaredOperations(family)];
      for (const group of family.screenless ?? []) for (const opName of group.operations) {
        const op = ops.find((o) => o.name === opName);
        const call = op && specByKey.get(op.key);
        if (!op) problems.push(`${name}: screenless 写了不存在的操作 ${opName}`);
        else if (!call) problems.push(`${name}: ${opName} 不是清单中的调用（应写在 extensions）`);
        else if (madeByScreen(call)) problems.push(`${name}: ${opName} 已有页面调用（${call.method} ${call.path}），从 screenless 中去掉`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('an unknown call is neither made by a screen nor answered by a family (the matching does not over-match)', () => {
    const unmade = { method: 'GET', path: '/api/operation-management/v1/no-such-family/page' };
    expect(madeByScreen(unmade)).toBe(false);
    expect(answering(operationKey(unmade.method, unmade.path))).toEqual([]);
  });
});
