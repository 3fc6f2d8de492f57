/**
 * The fault-injection examples of README.md and mocks/README.md, read from the files and run as
 * written: each rule is accepted by the registry and matches the call it is meant for. An
 * example that matches nothing (as `path: '/api/*'` once did: `*` is one segment) fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import type { FaultKind, FaultRule } from '../../../mocks/faults/registry';
import { ORIGIN } from './support';

const faults = mockControl.faults;
const CALL = '__HPC_MOCKS__.faults.set(';

/** The object literal of every `__HPC_MOCKS__.faults.set({...})` in a file, as written. */
function examplesIn(file: string): string[] {
  const text = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
  const found: string[] = [];
  for (let at = text.indexOf(CALL); at !== -1; at = text.indexOf(CALL, at + 1)) {
    const start = at + CALL.length;
    let depth = 0;
    let end = start;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      if (depth === 0) break;
    }
    found.push(text.slice(start, end + 1));
  }
  return found;
}

/**
 * A rule literal read as the browser console would: the examples are JavaScript (bare keys,
 * single-quoted strings), written as JSON here for JSON.parse. Anything else fails the parse.
 */
function ruleOf(literal: string): FaultRule {
  const json = literal
    .replace(/'([^'\\]*)'/g, (_match, text: string) => JSON.stringify(text))
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":');
  return JSON.parse(json) as FaultRule;
}

/** The call each example path aims at: a real endpoint of the mock backend. */
const TARGETS: Record<string, { kind: FaultKind; method: string; path: string }> = {
  '/api/oauth/v1/project/info': { kind: 'http', method: 'GET', path: '/api/oauth/v1/project/info' },
  '/api/operation-management/v1/message/*': { kind: 'http', method: 'GET', path: '/api/operation-management/v1/message/page' },
  '/api/**': { kind: 'http', method: 'GET', path: '/api/operation-management/v1/customer/page' },
  '/websocket/userEvents/*': { kind: 'socket', method: 'GET', path: '/websocket/userEvents/3f2b8c1e-0000-4000-8000-000000000001' },
  '/api/*/v1/portal/**': { kind: 'http', method: 'GET', path: '/api/operation-management/v1/portal/page-menu' },
};

const examples = [...examplesIn('README.md'), ...examplesIn('mocks/README.md')];

describe('the READMEs’ fault examples', () => {
  it('are found in both files', () => {
    expect(examplesIn('README.md').length).toBeGreaterThanOrEqual(4);
    expect(examplesIn('mocks/README.md').length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples)('%s is accepted and matches the call it names', (literal) => {
    const rule = ruleOf(literal);
    const target = TARGETS[rule.path];
    expect(target, `an example path without a target here: ${rule.path}`).toBeDefined();
    faults.set(rule);
    expect(faults.find(target!.kind, rule.method ?? target!.method, target!.path)?.path).toBe(rule.path);
  });

  it('README’s “next call never answers” is every API call, and only the next one', () => {
    const literal = examplesIn('README.md').find((text) => text.includes('timeout'));
    expect(literal).toBeDefined();
    const rule = ruleOf(literal!);
    expect(rule).toEqual({ path: '/api/**', timeout: true, times: 1 });
    faults.set(rule);
    for (const path of ['/api/operation-management/v1/customer/page', '/api/oauth/v1/project/info', '/api/aam/v1/mgmt/role/page']) {
      expect(faults.find('http', 'GET', path)?.timeout, path).toBe(true);
    }
    expect(faults.take('http', 'GET', '/api/operation-management/v1/customer/page')?.timeout).toBe(true);
    expect(faults.find('http', 'GET', '/api/operation-management/v1/customer/page')).toBeUndefined();
  });

  it('README’s status example answers the real call with 500', async () => {
    const literal = examplesIn('README.md').find((text) => text.includes('status: 500'));
    faults.set(ruleOf(literal!));
    expect((await fetch(`${ORIGIN}/api/oauth/v1/project/info`)).status).toBe(500);
  });

  it('`*` is one segment, as the README says: /api/* matches /api/x but no endpoint below it', () => {
    faults.set({ path: '/api/*', status: 500 });
    expect(faults.find('http', 'GET', '/api/ping')).toBeDefined();
    expect(faults.find('http', 'GET', '/api/operation-management/v1/customer/page')).toBeUndefined();
  });
});
