/**
 * The spec-call audit reads a list page's named views (`views`): each view's `list` and `export`
 * name operations of the page's family, and those calls are the page's — an operation of the
 * family no view names is not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageConfigCalls, type FrontEndCall } from './frontEndCalls.mjs';

const BASE = '/api/operation-management/v1/purchase-record';
const FILES: Record<string, string> = {
  'schemas/pages/orders.json': JSON.stringify({
    kind: 'list',
    family: 'orders',
    views: [{ key: 'all', title: '全部' }, { key: 'partner', title: '合作伙伴', list: 'get-partner-page', export: 'get-partner-export' }],
  }),
  'schemas/families/orders.json': JSON.stringify({
    base: BASE,
    verbs: ['list'],
    routes: { list: { method: 'GET', path: 'customer/page' } },
    operations: [
      { name: 'get-partner-page', method: 'GET', path: 'partner/page' },
      { name: 'get-partner-export', method: 'GET', path: 'partner/export' },
      { name: 'get-account-page', method: 'GET', path: 'account/page' },
    ],
  }),
};

let root = '';
let calls: FrontEndCall[] = [];
const has = (method: string, path: string) => calls.some((call) => call.method === method && call.path === path);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'spec-views-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  calls = pageConfigCalls(root, { list: { method: 'GET', path: 'page' } });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('page configs with views', () => {
  it('count the family list and each view’s list and export operation', () => {
    expect(has('GET', `${BASE}/customer/page`)).toBe(true);
    expect(has('GET', `${BASE}/partner/page`)).toBe(true);
    expect(has('GET', `${BASE}/partner/export`)).toBe(true);
    expect(calls.find((call) => call.path === `${BASE}/partner/export`)?.where).toBe('schemas/pages/orders.json (views partner export)');
  });

  it('do not count an operation of the family no view names', () => {
    expect(has('GET', `${BASE}/account/page`)).toBe(false);
  });
});
