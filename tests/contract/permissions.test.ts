/**
 * Generated permission contract of the mock backend (docs/design.md §6, issue 17): for every page
 * config's endpoint family, each call the page makes is refused (403, no data, no change) to a
 * caller holding every code but the ones that open that call, and allowed to a caller holding
 * only the page's code for it; the codes are worked out from the configs and the permission
 * tree (expectedCodes.ts). Dashboards and hand-written modules likewise, and every hand-written
 * handler is checked against the access its family declares (schemas/families: an operation's
 * `access`, a record route's `grants`) — a handler no family declares fails here. Adding a page
 * adds its checks.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/control';
import { crudHandlers } from '../../mocks/crud';
import { handlers } from '../../mocks/handlers';
import { HANDWRITTEN_ACCESS, handwrittenAccessOf } from '../../src/contract/grants/handwrittenAccess';
import { declaredOperations } from '../../src/contract/operations';
import { operationCodes } from '../../src/pageLanguage/operationPaths';
import { readPermissionTree, treeCodes } from '../../generators/permissions/permissionTree.mjs';
import { platformSettingsCode } from '../../src/core/menu/permissions';
import type { EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { DetailPageConfig, FormPageConfig, ListPageConfig, ModulePageConfig } from '../../src/pageLanguage/pageConfig';
import { NON_MENU_CODES, ROLE_PERMISSIONS } from '../../mocks/store/seeds/rolePermissions';
import { signedInApi, tokenApi, type Api, type ApiAnswer } from './apiClient';
import { blockSourceCall } from './blockSourceCall';
import { loadCatalog, type CatalogPage } from './catalog';
import { familyCodes, familyPages, lookGrants, operationCodesAt, pageCodes, type ExpectedGrant } from './expectedCodes';
import { actionPath, matchesCondition, routeOf, rowKeyOf, serves, type ApiRecord } from './family';
import { callList, fetchAll, fetchOne } from './listCalls';
import { createProbe, type Probe } from './probe';
import { editableTextKey, editedText, sampleRecord } from './recordSamples';
import { lookupSample } from './lookupSamples';
import { choiceInPath } from '../../src/contract/actionRules';
import { resolvePath } from '../../src/contract/routes';
import { MODULES_WITHOUT_CALLS } from './modulesWithoutCalls';

const FORBIDDEN = { code: 403, message: '没有权限访问该资源' };
const catalog = loadCatalog();
const TREE_CODES = new Set(treeCodes(readPermissionTree('schemas/generated/permission-tree.json') ?? []));

let probe: Probe;
beforeEach(() => {
  probe = createProbe();
});

type Id = string | number;

/**
 * Without the codes that open the call (everything else held): 403 with no data, and `unchanged`
 * holds afterwards; then with `code` alone: 200.
 */
async function refusedThenAllowed(label: string, opening: readonly (string | null)[], code: string | null, call: () => Promise<ApiAnswer>, unchanged?: () => Promise<void>) {
  if (!opening.includes(null)) {
    probe.hold(probe.allCodes.filter((c) => !opening.includes(c)));
    const refused = await call();
    expect(refused.status, `${label} without ${opening.join(' / ')}: ${refused.text.slice(0, 200)}`).toBe(403);
    expect(refused.body, `${label}: a refusal carries no data`).toEqual(FORBIDDEN);
    await unchanged?.();
  }
  probe.hold([code]);
  const allowed = await call();
  expect(allowed.status, `${label} with ${String(code)} alone: ${allowed.text.slice(0, 200)}`).toBe(200);
}

/**
 * The first of the page's grants for a verb, with the codes that open the same call on the whole
 * family — or, where the page reads through an operation of the family (`read`), the operation's.
 */
function codesFor(page: CatalogPage, base: string, verb: EndpointVerb | string): { grant: ExpectedGrant; opening: (string | null)[] } {
  const own = pageCodes(catalog, page, verb);
  const routes = (page.config as { endpoint?: { routes?: Partial<Record<string, { method: string; path: string }>> } }).endpoint?.routes;
  const opening = operationCodesAt(base, routes?.[verb]) ?? familyCodes(catalog, base, verb);
  const grant = own[0] ?? { code: opening[0] ?? null };
  return { grant, opening };
}

async function recordNow(api: Api, config: ListPageConfig, id: Id): Promise<ApiRecord | undefined> {
  if (serves(config.endpoint, 'get')) return (await fetchOne(api, config.endpoint, id)).record;
  return (await fetchAll(api, config)).find((r) => String(r[rowKeyOf(config)]) === String(id));
}

function listPermissions(page: CatalogPage, config: ListPageConfig, entity: EntitySchema) {
  const family = config.endpoint;
  const base = family.base;
  const key = rowKeyOf(config);

  it('list, get and export: refused without the look / export code, allowed with it; a scoped code lists only its own kind', async () => {
    const records = await fetchAll(probe.observer, config);
    const list = codesFor(page, base, 'list');
    await refusedThenAllowed('list', list.opening, list.grant.code, () => callList(probe.api, config, { size: 5 }));
    if (config.scope && list.grant.code !== null) {
      const unscoped = await callList(probe.api, { endpoint: family }, { size: 5 });
      expect(unscoped.status, `list outside the scope ${JSON.stringify(config.scope)} with ${list.grant.code}`).toBe(403);
    }
    if (serves(family, 'get')) {
      const get = codesFor(page, base, 'get');
      const { method, path } = routeOf(family, 'get', { id: records[0]![key] as Id });
      await refusedThenAllowed('get', get.opening, get.grant.code, () => probe.api.call(method, path));
    }
    if (serves(family, 'export')) {
      const exp = codesFor(page, base, 'export');
      const { method, path } = routeOf(family, 'export');
      const query = Object.fromEntries(Object.entries(config.scope ?? {}).map(([k, v]) => [k, String(v)]));
      await refusedThenAllowed('export', exp.opening, exp.grant.code, () => probe.api.call(method, path, { query }));
    }
  });

  const writes = [...(config.toolbar ?? []), ...(config.rowActions ?? [])];
  // An action through an operation of the family (an upload, a download, a read) is the operation's call:
  // its access is checked with the operations', and lint holds the page's code to what it grants.
  const customs = writes.filter((a) => a.type === 'custom' && a.operation === undefined && (a.endpoint.path.includes('{id}') || a.idField !== undefined));
  const hasWrites = customs.length > 0 || writes.some((a) => a.type !== 'view') || config.columns.some((c) => c.switch);
  if (!hasWrites) return;
  // A family whose writes a rule beyond the codes governs (用户配置: the account service's delegation,
  // refusalReasons) cannot be written with a code alone: its handlers' access is checked against their
  // declarations below, and delegation.test.ts tries every write under the rule from every organisation.
  if (family.refusalReasons) return;

  it('every write is refused without its code (nothing changes) and allowed with the code alone', async () => {
    for (const action of customs) {
      if (action.type !== 'custom') continue;
      const all = await fetchAll(probe.observer, config);
      const target = all.find((r) => matchesCondition(r, action.showWhen));
      if (!target) throw new Error(`没有记录满足 ${action.name} 的 showWhen（种子数据应让每个操作都可执行）`);
      const id = target[key] as Id;
      const actionKey = `${action.endpoint.method.toUpperCase()} ${action.endpoint.path}`;
      const { grant, opening } = codesFor(page, base, actionKey);
      const body = {
        ...action.body,
        ...(action.prompt ? { [action.prompt.field]: '契约测试' } : {}),
        // A review names its outcome (the first, 通过) and, with idField, its record in the body.
        ...(action.decision ? { [action.decision.field]: action.decision.options[0]!.value } : {}),
        ...(action.idField ? { [action.idField]: id } : {}),
      };
      // A choice sends a record of its field's lookup (the first other than the record's own), in the path or the body.
      const field = action.choice?.field;
      const chosen = field ? [0, 1].map((n) => lookupSample(entity.properties[field]!, n)).find((value) => value !== undefined && String(value) !== String(target[field])) : undefined;
      if (field && !choiceInPath(action)) Object.assign(body, { [field]: chosen });
      const path = field && choiceInPath(action) ? resolvePath(family.base, action.endpoint.path, { id, [field]: chosen as Id }) : actionPath(family, action.endpoint.path, id);
      await refusedThenAllowed(`${action.name}`, opening, grant.code,
        () => probe.api.call(action.endpoint.method, path, { json: body }),
        async () => expect(await recordNow(probe.observer, config, id), `${action.name} refused: the record is unchanged`).toEqual(target));
      if (action.current) {
        // The dialog's read of the present values needs the action's own code.
        const read = codesFor(page, base, `GET ${action.current.path}`);
        expect(read.grant.code, `${action.name}: the current read is granted with the action's code`).toBe(grant.code);
        const query = action.idField ? { [action.idField]: String(id) } : undefined;
        await refusedThenAllowed(`${action.name} current`, read.opening, read.grant.code, () => probe.api.call('GET', actionPath(family, action.current!.path, id), { query }));
      }
    }

    // The built-in writes below each take a record of their own; a page with custom actions only is done.
    const builtIn = writes.some((a) => a.type !== 'view' && a.type !== 'custom' && a.type !== 'export') || config.columns.some((c) => c.switch) || (serves(family, 'reorder') && config.orderKey !== undefined);
    if (!builtIn) return;
    const records = await fetchAll(probe.observer, config);
    expect(records.length, 'five records in the page scope to work on').toBeGreaterThanOrEqual(5);
    const [first, second, third, fourth, fifth] = records as [ApiRecord, ApiRecord, ApiRecord, ApiRecord, ApiRecord];

    if (serves(family, 'update') && writes.some((a) => a.type === 'edit')) {
      const { grant, opening } = codesFor(page, base, 'update');
      const textKey = editableTextKey(entity, config);
      const { method, path, idBody } = routeOf(family, 'update', { id: first[key] as Id });
      const json = { ...idBody, ...(textKey ? { [textKey]: editedText(entity, textKey, String(first[textKey] ?? '')) } : {}) };
      await refusedThenAllowed('update', opening, grant.code, () => probe.api.call(method, path, { json }),
        async () => expect(await recordNow(probe.observer, config, first[key] as Id), 'update refused: unchanged').toEqual(first));
    }

    const switchColumn = config.columns.find((c) => c.switch);
    if (serves(family, 'status') && switchColumn) {
      const { grant, opening } = codesFor(page, base, 'status');
      const options = typeof switchColumn.switch === 'object' ? switchColumn.switch : {};
      const [on, off] = [options.on ?? 1, options.off ?? 0];
      const next = String(second[switchColumn.key]) === String(on) ? off : on;
      const { method, path } = routeOf(family, 'status', { id: second[key] as Id, value: typeof next === 'boolean' ? Number(next) : next });
      await refusedThenAllowed('status', opening, grant.code, () => probe.api.call(method, path),
        async () => expect(await recordNow(probe.observer, config, second[key] as Id), 'status refused: unchanged').toEqual(second));
    }

    if (serves(family, 'reorder') && config.orderKey) {
      const { grant, opening } = codesFor(page, base, 'reorder');
      const { method, path } = routeOf(family, 'reorder');
      await refusedThenAllowed('reorder', opening, grant.code, () => probe.api.call(method, path, { json: { ids: [third[key], second[key]] } }),
        async () => expect(await recordNow(probe.observer, config, second[key] as Id), 'reorder refused: unchanged').toEqual(second));
    }

    if (serves(family, 'create') && writes.some((a) => a.type === 'create')) {
      const { grant, opening } = codesFor(page, base, 'create');
      const { method, path } = routeOf(family, 'create');
      const before = records.length;
      await refusedThenAllowed('create', opening, grant.code, () => probe.api.call(method, path, { json: sampleRecord(entity, { ...config, pageId: page.pageId }, 9, lookupSample) }),
        async () => expect((await fetchAll(probe.observer, config)).length, 'create refused: nothing added').toBe(before));
    }

    if (serves(family, 'delete') && writes.some((a) => a.type === 'delete')) {
      const { grant, opening } = codesFor(page, base, 'delete');
      const { method, path } = routeOf(family, 'delete', { id: third[key] as Id });
      await refusedThenAllowed('delete', opening, grant.code, () => probe.api.call(method, path),
        async () => expect(await recordNow(probe.observer, config, third[key] as Id), 'delete refused: still there').toEqual(third));
    }

    if (serves(family, 'deleteMany') && writes.some((a) => a.type === 'bulkDelete')) {
      const { grant, opening } = codesFor(page, base, 'deleteMany');
      const { method, path } = routeOf(family, 'deleteMany');
      const ids = [fourth[key], fifth[key]];
      await refusedThenAllowed('deleteMany', opening, grant.code, () => probe.api.call(method, path, { json: { ids } }),
        async () => expect(await recordNow(probe.observer, config, fourth[key] as Id), 'batch delete refused: still there').toEqual(fourth));
    }
  });
}

/** A list page on the same base, to find records in a grant's scope. */
function recordsIn(base: string, grant: ExpectedGrant): Promise<ApiRecord[]> {
  const lister = familyPages(catalog, base).find((p) => p.config.kind === 'list' && serves((p.config as ListPageConfig).endpoint, 'list'));
  if (!lister) throw new Error(`${base} 没有列表页可取记录`);
  return fetchAll(probe.observer, { endpoint: (lister.config as ListPageConfig).endpoint, scope: grant.scope });
}

function detailPermissions(page: CatalogPage, config: DetailPageConfig | FormPageConfig) {
  const base = config.endpoint.base;
  it('get is refused without a look code of the page and allowed with each one alone', async () => {
    const opening = familyCodes(catalog, base, 'get');
    for (const grant of lookGrants(catalog, page)) {
      const id = config.kind === 'form' && config.recordId !== undefined ? config.recordId : (await recordsIn(base, grant))[0]![rowKeyOf({})] as Id;
      const { method, path } = routeOf(config.endpoint, 'get', { id });
      await refusedThenAllowed(`get (${String(grant.code)})`, opening, grant.code, () => probe.api.call(method, path));
    }
  });
  if (config.kind === 'form' && serves(config.endpoint, 'update') && config.recordId !== undefined) {
    const recordId = config.recordId;
    it('save (update) is refused without the -edit code (nothing changes) and allowed with it', async () => {
      const { grant, opening } = codesFor(page, base, 'update');
      const before = (await fetchOne(probe.observer, config.endpoint, recordId)).record;
      const { method, path, idBody } = routeOf(config.endpoint, 'update', { id: recordId });
      await refusedThenAllowed('update', opening, grant.code, () => probe.api.call(method, path, { json: idBody }),
        async () => expect((await fetchOne(probe.observer, config.endpoint, recordId)).record).toEqual(before));
    });
  }
}

/** The codes a declared operation opens to, for a call of it (null: any signed-in caller); undefined when no family declares the call. */
function declaredOpening(method: string, path: string): (string | null)[] | undefined {
  const bare = path.split('?')[0]!;
  for (const operation of declaredOperations.values()) {
    const [declaredMethod, pattern] = operation.key.split(' ');
    if (declaredMethod !== method || !pattern) continue;
    const matcher = new RegExp(`^${pattern.replace(/^\*/, '').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    if (matcher.test(bare)) return operationCodes(operation) ?? [null];
  }
  return undefined;
}

/** A call each hand-written module's pages make, to check its look code (add one per new module). */
const MODULE_PROBES: Record<string, { method: string; path: string }> = {
  'storage-browser': { method: 'GET', path: '/api/operation-management/v1/starlight/api/storage/user_storage_path' },
  'portal-temp-config': { method: 'POST', path: '/api/operation-management/v1/portal/manage/copy/1' },
  'role-permissions': { method: 'GET', path: '/api/aam/v1/mgmt/role/list' },
  'portal-temp-page': { method: 'DELETE', path: '/api/operation-management/v1/portal/page/1' },
  'wb-start-app': { method: 'GET', path: '/api/operation-management/v1/app-start/apps' },
  'wb-expense': { method: 'GET', path: '/api/operation-management/v1/coin-account/my-account' },
  'wb-recharge': { method: 'GET', path: '/api/operation-management/v1/coin-account/account-info' },
  'org-personal': { method: 'GET', path: '/api/aam/v1/portal/user/profile' },
  'org-resource-accounts': { method: 'GET', path: '/api/operation-management/v1/starlight/account/resources' },
};

describe('every code a call needs can be granted', () => {
  it('is a code of the permission tree (or a docs/behaviour §6 code outside the menu)', () => {
    const needed = catalog.flatMap((page) => {
      if (!('endpoint' in page.config)) return lookGrants(catalog, page).map((g) => g.code);
      const base = (page.config as { endpoint: { base: string; verbs: string[] } }).endpoint;
      return base.verbs.flatMap((verb) => familyCodes(catalog, base.base, verb));
    });
    const unknown = [...new Set(needed)].filter((code) => code !== null && !TREE_CODES.has(code) && !NON_MENU_CODES.includes(code));
    expect(unknown, 'codes no role editor could grant').toEqual([]);
  });
});

for (const page of catalog) {
  const { config } = page;
  describe(`permissions ${page.pageId}`, () => {
    if (config.kind === 'list' && config.trees) {
      // A tree page of a family of operations (组织管理): its reads and writes are the operations'
      // calls, whose access the hand-written handlers' checks below hold to their declarations. Each
      // tree read is refused without the page's look code and allowed with it.
      for (const view of config.trees) {
        it(`the ${view.title} tree read ${view.tree.path} is refused without the page's look code and allowed with it`, async () => {
          const opening = lookGrants(catalog, page).map((g) => g.code);
          await refusedThenAllowed(view.key, opening, lookGrants(catalog, page)[0]!.code, () => probe.api.call(view.tree.method, view.tree.path));
        });
      }
    } else if (config.kind === 'list' && config.scopeChoice && config.tree) {
      // A tree within a chosen value (门户菜单): its tree read, made with a value, is refused without the
      // codes its family grants it and allowed with the page's look code; its writes are operations whose
      // access the hand-written handlers' checks below hold to their declarations.
      const { field } = config.scopeChoice;
      it(`the tree read within ${field} is refused without its codes and allowed with the page's look code`, async () => {
        // Every code that opens the read: the family's tree grants (schemas/families/portal-menu.json), as the mocks check them.
        const family = JSON.parse(readFileSync(`schemas/families/${config.family}.json`, 'utf8')) as { grants?: { tree?: string[] } };
        const opening = family.grants?.tree ?? familyCodes(catalog, config.endpoint.base, 'tree');
        await refusedThenAllowed('tree', opening, lookGrants(catalog, page)[0]!.code, () => probe.api.call('GET', `${config.endpoint.base}/tree?${field}=1`));
      });
    } else if (config.kind === 'list' && page.entity) listPermissions(page, config, page.entity);
    else if (config.kind === 'detail' || config.kind === 'form') detailPermissions(page, config);
    else if (config.kind === 'dashboard') {
      it(`the dashboard source ${config.source} is refused without the page's look code and allowed with it`, async () => {
        const looks = lookGrants(catalog, page);
        const opening = catalog.filter((p) => p.config.kind === 'dashboard' && p.config.source === config.source).flatMap((p) => lookGrants(catalog, p).map((g) => g.code));
        await refusedThenAllowed('source', opening, looks[0]!.code, () => probe.api.call('GET', config.source));
      });
      for (const part of config.parts ?? []) {
        it(`the part ${part.title ?? part.source} (${part.source}) is refused without its operation's grants and allowed with one`, async () => {
          const opening = part.grants ?? [null];
          await refusedThenAllowed(part.source, opening, opening[0] ?? null, () => probe.api.call('GET', part.source));
        });
      }
    } else if (config.kind === 'blocks') {
      for (const [name, source] of Object.entries(config.sources)) {
        const query = Object.fromEntries(Object.entries(source.query).map(([key, value]) => [key, String(value)]));
        if (source.address && source.grants === null) {
          // A record of the caller's own named by the address (a job): refused without a session, answered to its owner.
          it(`the read ${name} (${source.path}) is refused without a session and answered to the record's owner`, async () => {
            const call = blockSourceCall(config, source);
            expect((await tokenApi(null).call('GET', call.path, { query: call.query })).status).toBe(401);
            expect((await (await signedInApi(call.as!)).call('GET', call.path, { query: call.query })).status).toBe(200);
          });
          continue;
        }
        it(`the read ${name} (${source.path}) is refused without its operation's grants and allowed with one`, async () => {
          const opening = source.grants ?? [null];
          await refusedThenAllowed(source.path, opening, opening[0] ?? null, () => probe.api.call('GET', source.path, { query }));
        });
      }
    } else if (config.kind === 'module') {
      const module = (config as ModulePageConfig).module;
      if (MODULES_WITHOUT_CALLS[module]) {
        it(`the ${module} module makes no calls of its own; only the administrator holds its look code`, () => {
          const look = lookGrants(catalog, page)[0]?.code;
          expect(look, 'its look code').toBeTruthy();
          const holders = Object.entries(ROLE_PERMISSIONS).filter(([, codes]) => codes.includes(look ?? '')).map(([role]) => role);
          expect(holders).toEqual(['platformAdmin']);
        });
        return;
      }
      it(`the ${module} module's calls are refused without the page's look code and allowed with it`, async () => {
        const call = MODULE_PROBES[module];
        if (!call) throw new Error(`模块 ${module} 没有探测调用：在 MODULE_PROBES 中写一个它的页面会发出的调用`);
        // The module's pages open it, and so does every code its family declares for the call (a
        // family shared with block or list pages, e.g. the expense centre's).
        const pages = catalog.filter((p) => p.config.kind === 'module' && (p.config as ModulePageConfig).module === module).flatMap((p) => lookGrants(catalog, p).map((g) => g.code));
        const opening = [...new Set([...pages, ...(declaredOpening(call.method, call.path) ?? [])])];
        await refusedThenAllowed(module, opening, lookGrants(catalog, page)[0]!.code, () => probe.api.call(call.method, call.path));
      });
    }
  });
}

describe('hand-written handlers', () => {
  const crud = new Set<unknown>(crudHandlers);
  const http = handlers.flatMap((handler) => {
    const info = (handler as { info?: { method?: unknown; path?: unknown } }).info;
    if (crud.has(handler) || typeof info?.method !== 'string' || typeof info.path !== 'string' || info.path === '*') return [];
    return [{ key: `${info.method} ${info.path}`, method: info.method, path: info.path }];
  });

  it('each says who may call it (its family declares the operation\'s access or the route\'s grants), and no declared operation lacks a handler', () => {
    expect(http.filter((h) => !handwrittenAccessOf(h.key)).map((h) => h.key), '在 schemas/families 中为该调用声明 access（或其记录接口的 grants）').toEqual([]);
    expect(Object.keys(HANDWRITTEN_ACCESS).filter((key) => !http.some((h) => h.key === key)), 'entries without a handler').toEqual([]);
  });

  for (const { key, method, path } of http) {
    const access = handwrittenAccessOf(key);
    if (!access) continue;
    it(`${key} (${access.kind})`, async () => {
      const user = probe.api;
      // Path parameters: the account service's prefix, the caller's own ids, else a made-up one.
      const url = (userId: string) => path.replace(/^\*/, '').replace(':aam', 'aam').replace(':userId', userId).replace(/:[A-Za-z]+/g, '1');
      const admitted = (answer: ApiAnswer) => answer.status !== 401 && !(answer.status === 403 && JSON.stringify(answer.body) === JSON.stringify(FORBIDDEN));
      const probeUser = mockControl.db.collection('users').find((u) => u.userName === 'contract-probe')!;
      if (access.kind === 'public') {
        const answer = await tokenApi(null).call(method, url(probeUser.id));
        expect(admitted(answer), `${key} without a token: ${answer.status} ${answer.text.slice(0, 120)}`).toBe(true);
        return;
      }
      if (access.kind === 'signedIn') {
        probe.hold([]);
        const answer = await user.call(method, url(probeUser.id));
        expect(admitted(answer), `${key} with no code: ${answer.status} ${answer.text.slice(0, 120)}`).toBe(true);
        expect((await tokenApi(null).call(method, url(probeUser.id))).status, `${key} without a token`).toBe(401);
        return;
      }
      const codes = access.grants().map((g) => g.code);
      expect(codes.length, `${key} names the codes it needs`).toBeGreaterThan(0);
      probe.hold(probe.allCodes.filter((c) => !codes.includes(c)));
      const refused = await probe.freshApi().call(method, url(probeUser.id));
      expect(refused.status, `${key} without ${codes.join(' / ')}`).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
      probe.hold([codes[0]!]);
      const allowed = await probe.freshApi().call(method, url(probeUser.id));
      expect(admitted(allowed), `${key} with ${String(codes[0])}: ${allowed.status} ${allowed.text.slice(0, 120)}`).toBe(true);
    });
  }
});

describe('platform-wide settings', () => {
  it('the global theme needs the 系统管理 code: every demo role but the administrator is refused and nothing changes', async () => {
    const roles = mockControl.db.collection('roles').list();
    const settings = platformSettingsCode();
    for (const role of roles.filter((r) => r.id !== 'platformAdmin' && r.id !== 'contract-probe')) {
      probe.hold(role.permissions);
      const answer = await probe.api.call('PUT', '/api/operation-management/v1/configs/theme', { json: { themeColor: '红茶橙-2' } });
      expect(answer.status, `${role.roleName} sets the global theme`).toBe(403);
      expect(role.permissions).not.toContain(settings);
    }
    const global = await probe.observer.call('GET', '/api/operation-management/v1/configs', { query: { configKey: 'theme.default' } });
    expect(JSON.stringify(global.body)).not.toContain('红茶橙');
    probe.hold([settings]);
    expect((await probe.api.call('PUT', '/api/operation-management/v1/configs/theme', { json: { themeColor: '红茶橙-2' } })).status).toBe(200);
  });
});

describe('platform-wide settings: constants and cost rules', () => {
  const settingsPage = (pageId: string) => {
    const page = catalog.find((p) => p.pageId === pageId);
    if (!page || page.config.kind !== 'list' || !page.entity) throw new Error(`${pageId} 不是列表页`);
    return { config: page.config, entity: page.entity, pageId };
  };
  const SETTINGS = ['platform-manage/system-manage/constant-manage', 'platform-manage/system-manage/expense-strategy'].map(settingsPage);

  it('every demo role but the administrator is refused (403, no data) on each call of 常量管理 and 费用策略, and nothing changes', async () => {
    const roles = mockControl.db.collection('roles').list().filter((r) => r.id !== 'platformAdmin' && r.id !== 'contract-probe');
    expect(roles.length, 'the non-admin demo roles').toBeGreaterThanOrEqual(5);
    for (const { config, entity, pageId } of SETTINGS) {
      const family = config.endpoint;
      const before = await fetchAll(probe.observer, config);
      const target = before.find((r) => matchesCondition(r, { field: 'checkStatus', in: [0] })) ?? before[0]!;
      const id = target[rowKeyOf(config)] as Id;
      const calls: [string, () => Promise<ApiAnswer>][] = [
        ['list', () => callList(probe.api, config, { size: 5 })],
        ['get', () => { const r = routeOf(family, 'get', { id }); return probe.api.call(r.method, r.path); }],
        ['create', () => { const r = routeOf(family, 'create'); return probe.api.call(r.method, r.path, { json: sampleRecord(entity, { ...config, pageId }, 7, lookupSample) }); }],
        ['update', () => { const r = routeOf(family, 'update', { id }); return probe.api.call(r.method, r.path, { json: { ...r.idBody, remark: '越权修改' } }); }],
        ['delete', () => { const r = routeOf(family, 'delete', { id }); return probe.api.call(r.method, r.path); }],
        ...(config.rowActions ?? []).flatMap((action): [string, () => Promise<ApiAnswer>][] => action.type === 'custom'
          ? [[action.name, () => probe.api.call(action.endpoint.method, actionPath(family, action.endpoint.path, id), { json: { checkOpinion: '越权审核', result: 1 } })]]
          : []),
      ];
      for (const role of roles) {
        probe.hold(role.permissions);
        for (const [verb, call] of calls) {
          const answer = await call();
          expect(answer.status, `${role.roleName}: ${pageId} ${verb}`).toBe(403);
          expect(answer.body, `${role.roleName}: ${pageId} ${verb} carries no data`).toEqual(FORBIDDEN);
        }
      }
      expect(await fetchAll(probe.observer, config), `${pageId}: the refused calls changed nothing`).toEqual(before);
      probe.hold(mockControl.db.collection('roles').get('platformAdmin')!.permissions);
      expect((await calls[0]![1]()).status, `${pageId}: the administrator lists`).toBe(200);
    }
  });
});
