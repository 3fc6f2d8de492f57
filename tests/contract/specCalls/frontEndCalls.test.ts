import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontEndMatches, pageConfigCalls, readDefaultRoutes, sourceCalls, type FrontEndCall } from './frontEndCalls.mjs';

/** A small tree with the shapes the audit must read: defaults, page configs old and new, TS calls. */
const FILES: Record<string, string> = {
  'src/renderer/data/resolveRoute.ts': `export const DEFAULT_ROUTES: Record<EndpointVerb, EndpointRoute> = {
  list: { method: 'GET', path: 'page' },
  get: { method: 'GET', path: '{id}' },
  update: { method: 'PUT', path: '{id}' },
};`,
  'src/api/om.ts': `
const OM = '/api/operation-management/v1';
export const CHUNK_PATH = \`\${OM}/operation-guide/chunk-file\`;
/** GET /api/operation-management/v1/only-in-a-comment */
export const api = {
  read: (id: number) => http.get<Paged<Row>>(\`\${OM}/message/read/\${id}\`),
  groups: (kind: string, id: string) => http.get(\`\${OM}/groups/\${kind}/\${encodeURIComponent(id)}\`),
  register: (company: boolean) => http.post(company ? \`\${OM}/company-info/register\` : '/api/operation-management/v1/personal-user/register', {}),
  pay: () => request('/api/operation-management/v1/pay', { method: 'POST', json: {} }),
  result: () => request('/api/operation-management/v1/pay/result', { query: {} }),
};
export const Storage = { view: \`\${OM}/starlight/api/storage/view\` };
export const viewFile = () => http.download(Storage.view, {});
export const socketPath = (id: string) => \`\${OM}/starlight/api/storage/opt/\${id}?xg-token=x\`;
export const open = (id: string) => new WebSocket(resolveWsUrl(socketPath(id)));
export async function sendInChunks(path: string, file: File) {
  await request(path, { query: { identifier: 'a' } });
  await request(path, { method: 'POST', body: file });
}
export const upload = (file: File) => sendInChunks(CHUNK_PATH, file);
`,
  'src/modules/dockCard.tsx': `
export const card = (id: number) => operationRequest('dock', 'get-card', { path: { id } });
export const unread = () => useOperationQuery('dock', 'get-unread', { path: { id: 1 } });
export const named = (operation: string) => operationRequest('dock', operation);
`,
  'schemas/pages/inline.json': JSON.stringify({
    endpoint: { base: '/api/operation-management/v1/subcenter', verbs: ['list', 'update'], routes: { update: { method: 'PUT', path: 'info/{id}' } } },
    rowActions: [{ type: 'custom', name: 'sync', endpoint: { method: 'PUT', path: 'sync/{id}' } }],
  }),
  'schemas/pages/named.json': JSON.stringify({ family: 'dock' }),
  'schemas/pages/named-detail.json': JSON.stringify({ kind: 'detail', family: 'dock', read: 'get-card' }),
  'schemas/pages/stats.json': JSON.stringify({ kind: 'dashboard', source: '/api/operation-management/v1/application-manage/stat/top10' }),
  'schemas/families/dock.json': JSON.stringify({
    base: '/api/operation-management/v1/application-dock',
    verbs: ['get'],
    actions: [{ name: 'review', endpoint: { method: 'POST', path: 'review' }, current: { method: 'GET', path: 'review/{id}' } }],
    operations: [
      { name: 'get-card', method: 'GET', path: 'card/{id}' },
      { name: 'get-unread', method: 'GET', path: 'unread/{id}' },
    ],
  }),
};

let root = '';
let pages: FrontEndCall[] = [];
let source: FrontEndCall[] = [];
const has = (calls: FrontEndCall[], method: string, path: string) => calls.some((call) => call.method === method && call.path === path);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'spec-calls-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  pages = pageConfigCalls(root, readDefaultRoutes(root).routes);
  source = sourceCalls(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('page configs', () => {
  it('reads the default route of each verb from DEFAULT_ROUTES', () => {
    expect(readDefaultRoutes(root)).toEqual({
      file: 'src/renderer/data/resolveRoute.ts',
      routes: { list: { method: 'GET', path: 'page' }, get: { method: 'GET', path: '{id}' }, update: { method: 'PUT', path: '{id}' } },
    });
  });

  it('joins verbs, routes and custom actions to the inline family base', () => {
    expect(has(pages, 'GET', '/api/operation-management/v1/subcenter/page')).toBe(true);
    expect(has(pages, 'PUT', '/api/operation-management/v1/subcenter/info/{id}')).toBe(true);
    expect(has(pages, 'PUT', '/api/operation-management/v1/subcenter/sync/{id}')).toBe(true);
  });

  it('follows a named family to its verbs and actions, and reads a dashboard source', () => {
    expect(has(pages, 'GET', '/api/operation-management/v1/application-dock/{id}')).toBe(true);
    expect(has(pages, 'POST', '/api/operation-management/v1/application-dock/review')).toBe(true);
    expect(has(pages, 'GET', '/api/operation-management/v1/application-dock/review/{id}')).toBe(true);
    expect(has(pages, 'GET', '/api/operation-management/v1/application-manage/stat/top10')).toBe(true);
  });

  it('counts the operation a detail page reads its record through (`read`), and no other operation of the family', () => {
    expect(has(pages, 'GET', '/api/operation-management/v1/application-dock/card/{id}')).toBe(true);
    expect(has(pages, 'GET', '/api/operation-management/v1/application-dock/unread/{id}')).toBe(false);
  });
});

describe('src/', () => {
  it('fills constants and reads the method of http.verb(…)', () => {
    expect(has(source, 'PUT', '/api/operation-management/v1/message/read/{id}')).toBe(false);
    expect(has(source, 'GET', '/api/operation-management/v1/message/read/{id}')).toBe(true);
    expect(has(source, 'GET', '/api/operation-management/v1/groups/{*}/{id}')).toBe(true);
  });

  it('reads both branches of a conditional path and request(…) with and without a method', () => {
    expect(has(source, 'POST', '/api/operation-management/v1/company-info/register')).toBe(true);
    expect(has(source, 'POST', '/api/operation-management/v1/personal-user/register')).toBe(true);
    expect(has(source, 'POST', '/api/operation-management/v1/pay')).toBe(true);
    expect(has(source, 'GET', '/api/operation-management/v1/pay/result')).toBe(true);
  });

  it('follows a path constant, an object member, a builder into a WebSocket and a helper that passes the path on', () => {
    expect(has(source, 'GET', '/api/operation-management/v1/starlight/api/storage/view')).toBe(true);
    expect(has(source, 'GET', '/api/operation-management/v1/starlight/api/storage/opt/{id}')).toBe(true);
    expect(has(source, 'GET', '/api/operation-management/v1/operation-guide/chunk-file')).toBe(true);
    expect(has(source, 'POST', '/api/operation-management/v1/operation-guide/chunk-file')).toBe(true);
  });

  it('reads the operation client’s calls as the named operation’s declared method and path (a name built at run time is no call)', () => {
    expect(has(source, 'GET', '/api/operation-management/v1/application-dock/card/{id}')).toBe(true);
    expect(has(source, 'GET', '/api/operation-management/v1/application-dock/unread/{id}')).toBe(true);
    expect(source.filter((call) => call.where.startsWith('src/modules/dockCard.tsx'))).toHaveLength(2);
  });

  it('skips comments and bases that are only filled into other paths', () => {
    expect(source.some((call) => call.path.includes('only-in-a-comment'))).toBe(false);
    expect(source.some((call) => call.path === '/api/operation-management/v1')).toBe(false);
    expect(source.every((call) => call.methodKnown)).toBe(true);
  });
});

describe('frontEndMatches', () => {
  it('lets {*} stand for any one segment and {id} only for a placeholder', () => {
    const call = { method: 'GET', path: '/api/aam/v1/mgmt/groups/government/{id}' };
    expect(frontEndMatches(call, 'GET', '/api/aam/v1/mgmt/groups/{*}/{id}')).toBe(true);
    expect(frontEndMatches(call, 'GET', '/api/aam/v1/mgmt/groups/government/{groupId}')).toBe(true);
    expect(frontEndMatches(call, 'GET', '/api/aam/v1/mgmt/groups/{id}/{id}')).toBe(false);
    expect(frontEndMatches(call, 'PUT', '/api/aam/v1/mgmt/groups/government/{id}')).toBe(false);
    expect(frontEndMatches(call, '*', '/api/aam/v1/mgmt/groups/government/{id}')).toBe(true);
  });
});
