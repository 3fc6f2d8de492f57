/**
 * Organisation scope of the sub-centre (issue 34): signed in as `subcenter` (华南超算分中心, 2001),
 * every list the account's codes can open — worked out from the page configs and the role's codes,
 * not written out — answers rows of its own organisation and those below it only (0 outside).
 * A generated family says which field names a row's organisation with its entity's `x-org-field`
 * (or that it is platform-wide); a hand-written module or dashboard says it in
 * mocks/permissions/moduleOrgScope.ts. Something the sub-centre can read that says neither fails
 * here. The platform administrator still sees rows of organisations outside the sub-centre's,
 * so the scope is observable, and the sub-centre's get of such a row answers 404.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/control';
import { subtreeIds } from '../../mocks/handlers/orgGroupTree';
import { DASHBOARD_ORG_SCOPE, MODULE_ORG_SCOPE, type OrgScopedRead } from '../../mocks/permissions/moduleOrgScope';
import { ROLE_PERMISSIONS } from '../../mocks/store/seeds/rolePermissions';
import type { EntityOrgField } from '../../src/pageLanguage/entity';
import type { ListPageConfig, ModulePageConfig } from '../../src/pageLanguage/pageConfig';
import { signedInApi, type Api } from './apiClient';
import { loadCatalog, type CatalogPage } from './catalog';
import { familyCodes, lookGrants } from './expectedCodes';
import { actionPath, readPath, routeOf, rowKeyOf, serves, type ApiRecord } from './family';
import { fetchAll, fetchOne } from './listCalls';
import { operationAnswer } from './lookupChoices';

const catalog = loadCatalog();
const SUBCENTRE_CODES = new Set(ROLE_PERMISSIONS.subcenterStaff);

/** Pages the sub-centre's codes open (a look code it holds, or none needed). */
const readable = catalog.filter((page) => lookGrants(catalog, page).some((g) => g.code === null || SUBCENTRE_CODES.has(g.code)));

interface Family {
  base: string;
  orgField: EntityOrgField | undefined;
  /** The entity's `x-owner-field`: each record is one user's own, narrower than any organisation. */
  ownerField: string | undefined;
  lists: (CatalogPage & { config: ListPageConfig })[];
  pages: CatalogPage[];
}

/** The generated families the sub-centre reads, with the list pages of them it can open. */
function readableFamilies(): Family[] {
  const families = new Map<string, Family>();
  for (const page of readable) {
    const { config } = page;
    if (config.kind !== 'list' && config.kind !== 'detail' && config.kind !== 'form') continue;
    const base = config.endpoint.base;
    const family = families.get(base) ?? { base, orgField: page.entity?.['x-org-field'], ownerField: page.entity?.['x-owner-field'], lists: [], pages: [] };
    families.set(base, family);
    family.pages.push(page);
    if (config.kind === 'list' && serves(config.endpoint, 'list')) family.lists.push(page as CatalogPage & { config: ListPageConfig });
  }
  return [...families.values()];
}

const FAMILIES = readableFamilies();
const MODULES = [...new Set(readable.flatMap((p) => (p.config.kind === 'module' ? [(p.config as ModulePageConfig).module] : [])))];
/** The read paths of dashboards and block pages. */
/** Tree pages whose trees are read through operations (`trees`): each tree the sub-centre reads holds only its organisations. */
const TREE_PAGES = readable.filter((p): p is CatalogPage & { config: ListPageConfig } => p.config.kind === 'list' && (p.config as ListPageConfig).trees !== undefined);
const DASHBOARDS = [...new Set(readable.flatMap((p) => {
  if (p.config.kind === 'dashboard') return [p.config.source];
  return p.config.kind === 'blocks' ? Object.values(p.config.sources).map((source) => source.path) : [];
}))];

let sub: Api;
let admin: Api;
let scope: ReadonlySet<string>;
beforeEach(async () => {
  sub = await signedInApi('subcenter');
  admin = await signedInApi('admin');
  const own = mockControl.db.collection('users').find((u) => u.userName === 'subcenter')!.groupInfo[0]!.groupId;
  scope = subtreeIds(own);
});

const orgOf = (row: ApiRecord, field: string) => (typeof row[field] === 'string' ? (row[field] as string) : '');
const outside = (rows: readonly ApiRecord[], field: string) => rows.filter((row) => !scope.has(orgOf(row, field)));
const describeRow = (row: ApiRecord, field: string) => `${String(row.id ?? row.key ?? row.groupId)} (${field}=${JSON.stringify(row[field])})`;

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') { cell += '"'; i += 1; }
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) { cells.push(cell); cell = ''; }
    else cell += char;
  }
  return [...cells, cell];
}

describe('what the sub-centre can read is classified', () => {
  it('the sub-centre opens generated families, modules and a dashboard (the derivation finds them)', () => {
    expect(FAMILIES.length, 'generated families').toBeGreaterThanOrEqual(5);
    expect(MODULES, 'its management pages').toEqual(expect.arrayContaining(['role-permissions']));
    // 用户配置 is a list page reading mgmt/user page (its rows' groupId), its 所属组织 chosen from mgmt/user options.
    expect(FAMILIES.map((f) => f.base)).toContain('/api/aam/v1/mgmt/user');
    // 组织管理 is a tree page reading the organisation trees (government/{id}, enterprise/{id}).
    expect(TREE_PAGES.map((p) => p.pageId)).toContain('platform-manage/organization/organ-management');
    // 资源统计（分中心）is a block page reading resource-manage stat.
    expect(DASHBOARDS, 'its statistics').toEqual(expect.arrayContaining(['/api/operation-management/v1/resource-manage/stat']));
    // 机时消耗明细 is a list page reading resource-manage consume-time/page (its rows' groupId).
    expect(FAMILIES.map((f) => f.base)).toEqual(expect.arrayContaining(['/api/operation-management/v1/personal-user', '/api/operation-management/v1/external/platform/account', '/api/operation-management/v1/resource-manage']));
  });

  it('every generated family it reads names its organisation field or its owner field, or is declared platform-wide with a reason', () => {
    const unclassified = FAMILIES.filter((f) => f.orgField === undefined && f.ownerField === undefined).map((f) => `${f.base}（${f.pages.map((p) => p.pageId).join('、')}）`);
    expect(unclassified, '在实体中声明 x-org-field（组织字段，或 { platformWide: 原因 }）').toEqual([]);
    for (const family of FAMILIES) {
      const declared = family.orgField;
      if (typeof declared === 'object') expect(declared.platformWide.trim().length, `${family.base}: the reason`).toBeGreaterThan(3);
    }
  });

  it('every module and dashboard it opens is declared in mocks/permissions/moduleOrgScope.ts', () => {
    expect(MODULES.filter((m) => !MODULE_ORG_SCOPE[m]), '在 MODULE_ORG_SCOPE 中声明').toEqual([]);
    expect(DASHBOARDS.filter((s) => !DASHBOARD_ORG_SCOPE[s]), '在 DASHBOARD_ORG_SCOPE 中声明').toEqual([]);
  });

  it('the sub-centre’s scope is 华南 and the organisation below it, not 华东 or the platform', () => {
    expect([...scope].sort()).toEqual(['2001', '2101']);
  });
});

for (const page of TREE_PAGES) {
  const field = page.entity?.['x-org-field'];
  const childrenKey = page.config.tree?.childrenKey ?? 'children';
  const nodesOf = (nodes: readonly ApiRecord[]): ApiRecord[] => nodes.flatMap((node) => [node, ...nodesOf((node[childrenKey] as ApiRecord[] | undefined) ?? [])]);
  for (const view of page.config.trees ?? []) {
    it(`${page.pageId} ${view.title}: every node the sub-centre reads lies in its organisation scope; the administrator sees others too`, async () => {
      expect(typeof field, `${page.pageId}: the entity's x-org-field`).toBe('string');
      const read = async (api: Api) => nodesOf(readPath((await api.call(view.tree.method, view.tree.path)).body, 'data') as ApiRecord[]);
      const mine = await read(sub);
      const all = await read(admin);
      expect(outside(mine, field as string).map((r) => describeRow(r, field as string))).toEqual([]);
      expect(outside(all, field as string).length, 'the administrator reads organisations outside the sub-centre’s scope').toBeGreaterThan(0);
    });
  }
}

for (const family of FAMILIES) {
  const field = family.orgField;
  // A family read only as trees (组织管理's operations) has no list here: its trees are checked above.
  if (typeof field !== 'string' || family.lists.length === 0) continue;
  describe(`generated family ${family.base} (${field})`, () => {
    for (const page of family.lists) {
      it(`${page.pageId}: every row the sub-centre lists lies in its organisation scope; the administrator sees other organisations too`, async () => {
        const mine = await fetchAll(sub, page.config);
        expect(outside(mine, field).map((r) => describeRow(r, field)), 'rows outside the sub-centre’s organisation scope').toEqual([]);
        expect(mine.length, 'the sub-centre sees some rows (the seed gives it some)').toBeGreaterThan(0);
        const all = await fetchAll(admin, page.config);
        const others = outside(all, field);
        expect(others.length, 'the administrator sees rows of other organisations').toBeGreaterThan(0);
        expect(new Set(all.map((r) => orgOf(r, field))).size, 'rows of several organisations').toBeGreaterThanOrEqual(2);
        expect(all.length).toBe(mine.length + others.length);

        const { endpoint } = page.config;
        const key = rowKeyOf(page.config);
        if (serves(endpoint, 'get')) {
          expect((await fetchOne(sub, endpoint, mine[0]![key] as string)).answer.status, 'get of a row in scope').toBe(200);
          const foreign = await fetchOne(sub, endpoint, others[0]![key] as string);
          expect(foreign.answer.status, `get of ${describeRow(others[0]!, field)}`).toBe(404);
          expect(foreign.record).toBeUndefined();
        }
        const query = Object.fromEntries(Object.entries(page.config.scope ?? {}).map(([k, v]) => [k, String(v)]));
        if (serves(endpoint, 'summary')) {
          const { method, path } = routeOf(endpoint, 'summary');
          const summary = await sub.call(method, path, { query });
          expect((readPath(summary.body, 'data') as { total: number }).total, 'the summary counts the rows in scope').toBe(mine.length);
        }
        // The export is the sub-centre's to read where it holds a code opening it.
        if (serves(endpoint, 'export') && familyCodes(catalog, endpoint.base, 'export').some((code) => code !== null && SUBCENTRE_CODES.has(code))) {
          const { method, path } = routeOf(endpoint, 'export');
          const csv = await sub.call(method, path, { query });
          expect(csv.status).toBe(200);
          const [header, ...lines] = csv.text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
          const column = csvCells(header!).indexOf(page.entity!.properties[field]!.title);
          expect(column, 'the export has the organisation column').toBeGreaterThanOrEqual(0);
          expect(lines.length, 'the export holds the rows in scope').toBe(mine.length);
          expect(lines.map((line) => csvCells(line)[column]).filter((org) => !scope.has(org ?? '')), 'exported rows outside the scope').toEqual([]);
        }
      });
    }
  });
}

for (const family of FAMILIES) {
  const field = family.ownerField;
  if (field === undefined) continue;
  describe(`owner-scoped family ${family.base} (${field})`, () => {
    for (const page of family.lists) {
      it(`${page.pageId}: the sub-centre lists only its own records; another user's answers 404`, async () => {
        const subId = mockControl.db.collection('users').find((u) => u.userName === 'subcenter')!.id;
        const adminId = mockControl.db.collection('users').find((u) => u.userName === 'admin')!.id;
        const mine = await fetchAll(sub, page.config);
        expect(mine.length, 'the seed gives the sub-centre records of its own').toBeGreaterThan(0);
        expect(mine.filter((row) => row[field] !== subId).map((row) => String(row.id)), 'records of other users').toEqual([]);
        const theirs = await fetchAll(admin, page.config);
        expect(theirs.length).toBeGreaterThan(0);
        expect(theirs.every((row) => row[field] === adminId), 'the administrator too lists only its own').toBe(true);
        const { endpoint } = page.config;
        if (serves(endpoint, 'get')) {
          const foreign = await fetchOne(sub, endpoint, theirs[0]![rowKeyOf(page.config)] as string);
          expect(foreign.answer.status, 'get of another user’s record').toBe(404);
        }
      });
    }
  });
}

/** Rows of a declared read, a tree's nodes included. */
function rowsOf(body: unknown, read: OrgScopedRead): ApiRecord[] {
  const top = readPath(body, read.records);
  if (!Array.isArray(top)) throw new Error(`${read.path} 的应答中 ${read.records} 不是数组`);
  const rows: ApiRecord[] = [];
  const visit = (row: ApiRecord) => {
    rows.push(row);
    const children = read.children ? row[read.children] : undefined;
    if (Array.isArray(children)) (children as ApiRecord[]).forEach(visit);
  };
  (top as ApiRecord[]).forEach(visit);
  return rows;
}

const orgOfRead = (read: OrgScopedRead) => (row: ApiRecord) => {
  const value = read.orgOf ? read.orgOf(row) : row[read.orgField ?? 'groupId'];
  return typeof value === 'string' ? value : '';
};

const SCOPED = [
  ...MODULES.map((module) => ({ name: `module ${module}`, declared: MODULE_ORG_SCOPE[module] })),
  ...DASHBOARDS.map((path) => ({ name: `read ${path}`, declared: DASHBOARD_ORG_SCOPE[path] })),
];
for (const { name, declared } of SCOPED) {
  if (declared?.kind !== 'scoped') continue;
  describe(name, () => {
    for (const read of declared.reads) {
      it(`GET ${read.path}${read.query ? `?${new URLSearchParams(read.query as Record<string, string>).toString()}` : ''}: no row outside the sub-centre’s scope; the administrator sees other organisations`, async () => {
        const org = orgOfRead(read);
        const answer = await sub.call('GET', read.path, { query: read.query as Record<string, string> | undefined });
        expect(answer.status, answer.text.slice(0, 200)).toBe(200);
        const mine = rowsOf(answer.body, read);
        expect(mine.filter((row) => !scope.has(org(row))).map((row) => `${JSON.stringify(row).slice(0, 120)} → ${org(row)}`), 'rows outside the scope').toEqual([]);
        const all = rowsOf((await admin.call('GET', read.path, { query: read.query as Record<string, string> | undefined })).body, read);
        expect(all.filter((row) => !scope.has(org(row))).length, 'the administrator sees rows of other organisations').toBeGreaterThan(0);
      });
    }
  });
}

/**
 * An organisation field chosen from an operation (x-lookup with a `source`, 用户配置's 所属组织 from
 * mgmt/user options): the choices the sub-centre is offered lie in its scope; the administrator is offered others too.
 */
for (const family of FAMILIES) {
  const field = family.orgField;
  const page = family.lists[0];
  const lookup = typeof field === 'string' ? page?.entity?.properties[field]?.['x-lookup'] : undefined;
  if (!lookup?.source) continue;
  const { source } = lookup;
  it(`${family.base} ${field}: the organisations ${source.family} ${source.operation} offers the sub-centre lie in its scope`, async () => {
    const read = (api: Api) => operationAnswer(api, source.family, source.operation).then((answer) => {
      const records = source.records === undefined ? answer : readPath(answer, source.records);
      return (Array.isArray(records) ? records : []).map((record) => String((record as ApiRecord)[lookup.value ?? 'id']));
    });
    const mine = await read(sub);
    expect(mine.length, 'the sub-centre is offered organisations').toBeGreaterThan(0);
    expect(mine.filter((id) => !scope.has(id)), 'organisations outside the scope').toEqual([]);
    expect((await read(admin)).filter((id) => !scope.has(id)).length, 'the administrator is offered others').toBeGreaterThan(0);
  });
}

/** A list page the sub-centre can open, by id. */
function listPage(pageId: string): CatalogPage & { config: ListPageConfig } {
  const page = FAMILIES.flatMap((f) => f.lists).find((p) => p.pageId === pageId);
  if (!page) throw new Error(`分中心打不开列表页 ${pageId}`);
  return page;
}

describe('the sub-centre’s writes stay in its scope', () => {
  it('update, status, delete and review of another organisation’s record answer 404 and change nothing; a new record is 华南’s', async () => {
    const users = listPage('platform-manage/organization/personal-user');
    const accounts = listPage('platform-manage/organization/account-management');
    const audits = listPage('platform-manage/work-order/app-audit_subcenter');
    // The sub-centre's role also gets the write codes of these pages (its demo role reads them only).
    const write = (page: CatalogPage & { config: ListPageConfig }, verbs: string[]) => verbs.flatMap((verb) => familyCodes(catalog, page.config.endpoint.base, verb));
    const extra = [...write(users, ['create', 'update', 'status']), ...write(accounts, ['delete'])].filter((code): code is string => code !== null);
    const roles = mockControl.db.collection('roles');
    roles.update('subcenterStaff', { permissions: [...roles.get('subcenterStaff')!.permissions, ...extra] });

    const everyone = await fetchAll(admin, users.config);
    const foreign = everyone.find((r) => !scope.has(orgOf(r, 'groupId')))!;
    const mine = everyone.find((r) => scope.has(orgOf(r, 'groupId')))!;
    const at = (verb: 'update' | 'status' | 'delete', page: CatalogPage & { config: ListPageConfig }, id: unknown, value?: number) => routeOf(page.config.endpoint, verb, { id: id as string, value });

    const update = at('update', users, foreign.id);
    expect((await sub.call(update.method, update.path, { json: { ...update.idBody, realName: '越权修改' } })).status, 'update of another organisation’s user').toBe(404);
    const status = at('status', users, foreign.id, 0);
    expect((await sub.call(status.method, status.path)).status, 'status of another organisation’s user').toBe(404);
    expect((await fetchOne(admin, users.config.endpoint, foreign.id as string)).record, 'unchanged').toEqual(foreign);
    const own = at('update', users, mine.id);
    expect((await sub.call(own.method, own.path, { json: { ...own.idBody, realName: '华南用户' } })).status, 'update of its own user').toBe(200);

    const create = routeOf(users.config.endpoint, 'create');
    const created = await sub.call(create.method, create.path, { json: { realName: '新用户', phone: '13900001111', userType: foreign.userType, status: 1, groupId: '2002' } });
    expect(created.status, created.text.slice(0, 200)).toBe(200);
    expect(readPath(created.body, 'data.groupId'), 'stamped with the creator’s organisation, whatever the body said').toBe('2001');

    const accountRows = await fetchAll(admin, accounts.config);
    const foreignAccount = accountRows.find((r) => !scope.has(orgOf(r, 'groupId')))!;
    const remove = at('delete', accounts, foreignAccount.id);
    expect((await sub.call(remove.method, remove.path)).status, 'delete of another organisation’s account').toBe(404);
    expect((await fetchOne(admin, accounts.config.endpoint, foreignAccount.id as string)).record, 'still there').toEqual(foreignAccount);

    const review = (audits.config.rowActions ?? []).find((a) => a.type === 'custom' && a.decision);
    if (review?.type !== 'custom' || !review.decision || !review.idField) throw new Error('分中心应用审核没有审核操作');
    const pending = (await fetchAll(admin, audits.config)).find((r) => !scope.has(orgOf(r, 'groupId')) && String(r.status) === '1')!;
    const body = { [review.decision.field]: review.decision.options[0]!.value, [review.idField]: pending.id };
    expect((await sub.call(review.endpoint.method, actionPath(audits.config.endpoint, review.endpoint.path), { json: body })).status, 'review of 华东’s audit').toBe(404);
    expect((await fetchOne(admin, audits.config.endpoint, pending.id as string)).record, 'not reviewed').toEqual(pending);
  });
});

describe('the operation centre is platform-wide', () => {
  it('运营人员 (运营部, 1002) list every organisation’s customer applications with the operation centre’s code; the sub-centre the same family only within its scope', async () => {
    const page = catalog.find((p) => p.pageId === 'operation-center/customer/customer-appMange');
    if (page?.config.kind !== 'list') throw new Error('客户应用列表页不存在');
    const ops = await signedInApi('ops');
    const all = await fetchAll(admin, page.config);
    expect((await fetchAll(ops, page.config)).length).toBe(all.length);
    expect((await fetchAll(sub, page.config)).length).toBe(all.length - outside(all, 'groupId').length);
  });
});
