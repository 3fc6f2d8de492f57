import { HttpResponse } from 'msw';
import { safeImage } from '../../src/contract/portalBlocks';
import { db } from '../store/db';
import { nameOf } from '../../src/core/text/normalizeName';
import type { PortalRecord } from '../store/seeds/portalSite';
import { CODES, nowText, requirePortalCode } from './portalData';
import { fail, intParam, ok, readJsonObject } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * Back-stage portal configuration (spec §7.2 Portal: manage info GET/POST/PUT/DELETE {id}, copy
 * POST, domain list), behind temp-config-look. Paths under portal/manage/:
 * - GET  manage/info/page?pageIndex&pageSize&portalName   { records, total }
 * - GET  manage/info/{id}; POST manage/info; PUT manage/info (body carries id); DELETE manage/info/{id}
 * - POST manage/copy/{id}  { portalName?, identificationCode? }: the portal with its menus, pages and decorations
 * - GET  domain/list       the platform's access hosts and the portal each is bound to
 */

/** Access hosts of the platform's deployment a portal can be bound to. */
export const PORTAL_DOMAINS = ['www.hpc-demo.cn', 'portal.hpc-demo.cn', 'subcenter.hpc-demo.cn', 'south.hpc-demo.cn', 'localhost', '127.0.0.1'] as const;

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const CODE = /^[A-Za-z0-9_-]{1,20}$/;

type PortalFields = Omit<PortalRecord, 'id' | 'createTime' | 'updateTime'>;

function invalid(errors: Record<string, string>): Response {
  const message = Object.values(errors)[0] ?? '请求参数错误';
  return HttpResponse.json({ code: 400, message, errors }, { status: 400 });
}

const flag = (value: unknown, fallback: 0 | 1): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : value === 0 || value === '0' || value === false ? 0 : fallback);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The fields of a create or update, checked; `current` is the record being updated. */
function readPortal(body: Record<string, unknown>, current: PortalRecord | null): PortalFields | Response {
  const base: PortalFields = current ?? {
    portalName: '', identificationCode: '', domain: '', isDefault: 0, navigationPic: '', navigationPicMobile: '',
    navigationContent: '', navigationColourFlag: 1, navigationColourType: 1, navigationColour: '#1f3a8a',
    navigationColourGradientFirst: '#0b1f5c', navigationColourGradientSecond: '#2f54c8', navigationShadow: 1,
    introductionDisplay: 1, remark: '',
  };
  const has = (key: string) => Object.hasOwn(body, key);
  const next: PortalFields = {
    portalName: has('portalName') ? nameOf(body.portalName) : base.portalName,
    identificationCode: has('identificationCode') ? nameOf(body.identificationCode) : base.identificationCode,
    domain: has('domain') ? text(body.domain).toLowerCase() : base.domain,
    isDefault: has('isDefault') ? flag(body.isDefault, base.isDefault) : base.isDefault,
    navigationPic: has('navigationPic') ? safeImage(body.navigationPic) : base.navigationPic,
    navigationPicMobile: has('navigationPicMobile') ? safeImage(body.navigationPicMobile) : base.navigationPicMobile,
    navigationContent: has('navigationContent') ? text(body.navigationContent) : base.navigationContent,
    navigationColourFlag: has('navigationColourFlag') ? flag(body.navigationColourFlag, base.navigationColourFlag) : base.navigationColourFlag,
    navigationColourType: has('navigationColourType') ? (Number(body.navigationColourType) === 1 ? 1 : 2) : base.navigationColourType,
    navigationColour: has('navigationColour') ? text(body.navigationColour) : base.navigationColour,
    navigationColourGradientFirst: has('navigationColourGradientFirst') ? text(body.navigationColourGradientFirst) : base.navigationColourGradientFirst,
    navigationColourGradientSecond: has('navigationColourGradientSecond') ? text(body.navigationColourGradientSecond) : base.navigationColourGradientSecond,
    navigationShadow: has('navigationShadow') ? flag(body.navigationShadow, base.navigationShadow) : base.navigationShadow,
    introductionDisplay: has('introductionDisplay') ? flag(body.introductionDisplay, base.introductionDisplay) : base.introductionDisplay,
    remark: has('remark') ? text(body.remark) : base.remark,
  };
  const errors: Record<string, string> = {};
  const others = db.collection('portals').list().filter((p) => p.id !== current?.id);
  if (next.portalName === '') errors.portalName = '门户名称不能为空';
  else if (Array.from(next.portalName).length > 30) errors.portalName = '门户名称不能超过30个字符';
  else if (others.some((p) => nameOf(p.portalName) === next.portalName)) errors.portalName = '门户名称已存在';
  if (next.identificationCode === '') errors.identificationCode = '识别码不能为空';
  else if (!CODE.test(next.identificationCode)) errors.identificationCode = '识别码只能包含字母、数字、下划线和短横线，最多20位';
  else if (next.identificationCode === '1') errors.identificationCode = '识别码 1 表示默认门户，不能使用';
  else if (others.some((p) => nameOf(p.identificationCode) === next.identificationCode)) errors.identificationCode = '识别码已存在';
  if (next.domain !== '') {
    if (!(PORTAL_DOMAINS as readonly string[]).includes(next.domain)) errors.domain = '请选择平台已配置的域名';
    else if (others.some((p) => p.domain === next.domain)) errors.domain = '该域名已绑定其他门户';
  }
  for (const key of ['navigationColour', 'navigationColourGradientFirst', 'navigationColourGradientSecond'] as const) {
    if (!COLOUR.test(next[key])) errors[key] = '颜色格式应为 #RRGGBB';
  }
  if (Array.from(next.navigationContent).length > 50) errors.navigationContent = '导航内容不能超过50个字符';
  if (Array.from(next.remark).length > 200) errors.remark = '备注不能超过200个字符';
  if (current?.isDefault === 1 && next.isDefault === 0) errors.isDefault = '请将另一个门户设为默认，本门户即取消默认';
  return Object.keys(errors).length > 0 ? invalid(errors) : next;
}

function withCounts(portal: PortalRecord) {
  return {
    ...portal,
    menuCount: db.collection('portalMenus').count((m) => m.portalId === portal.id),
    pageCount: db.collection('portalPages').count((p) => p.portalId === portal.id),
  };
}

/** Exactly one default portal: making one default clears the flag elsewhere. */
function settleDefault(portalId: number): void {
  for (const other of db.collection('portals').list()) {
    if (other.id !== portalId && other.isDefault === 1) db.collection('portals').update(other.id, { isDefault: 0 });
  }
}

function uniqueCopy(value: string, taken: (candidate: string) => boolean, suffix: (n: number) => string, max: number): string {
  for (let n = 1; ; n += 1) {
    const candidate = `${value.slice(0, max - suffix(n).length)}${suffix(n)}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Copies a portal with everything it owns, new ids throughout, menu-page links remapped. */
function copyPortal(source: PortalRecord, name: string | null, code: string | null): PortalRecord {
  const portals = db.collection('portals');
  const now = nowText();
  const copy = portals.insert({
    ...source,
    id: undefined,
    portalName: name ?? uniqueCopy(source.portalName, (c) => portals.find((p) => p.portalName === c) !== undefined, (n) => (n === 1 ? '-副本' : `-副本${n}`), 30),
    identificationCode: code ?? uniqueCopy(source.identificationCode, (c) => portals.find((p) => p.identificationCode === c) !== undefined, (n) => `-copy${n}`, 20),
    domain: '',
    isDefault: 0,
    createTime: now,
    updateTime: now,
  } as Omit<PortalRecord, 'id'>);
  const pageIds = new Map<number, number>();
  for (const page of db.collection('portalPages').list().filter((p) => p.portalId === source.id)) {
    const created = db.collection('portalPages').insert({ ...page, id: undefined, portalId: copy.id, createTime: now, updateTime: now } as Omit<typeof page, 'id'>);
    pageIds.set(page.id, created.id);
    const decoration = db.collection('portalDecorations').get(page.id);
    if (decoration) db.collection('portalDecorations').insert({ ...decoration, id: created.id, updateTime: now });
  }
  const menus = db.collection('portalMenus').list().filter((m) => m.portalId === source.id);
  const menuIds = new Map<number, number>();
  for (const menu of [...menus.filter((m) => m.parentId === 0), ...menus.filter((m) => m.parentId !== 0)]) {
    const created = db.collection('portalMenus').insert({
      ...menu,
      id: undefined,
      portalId: copy.id,
      parentId: menu.parentId === 0 ? 0 : (menuIds.get(menu.parentId) ?? 0),
      pageId: menu.pageId === null ? null : (pageIds.get(menu.pageId) ?? null),
      createTime: now,
    } as Omit<typeof menu, 'id'>);
    menuIds.set(menu.id, created.id);
  }
  return copy;
}

export const portalManageHandlers = [
  operation('portal', 'get-manage-info-page', ({ request }) => {
    const auth = requirePortalCode(request, CODES.anyTemp);
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    const name = url.searchParams.get('portalName')?.trim() ?? '';
    const { records, total } = db.collection('portals').query({
      filter: (p) => name === '' || p.portalName.includes(name),
      sort: { key: 'id' },
      pageIndex: intParam(url, 'pageIndex', 1),
      pageSize: Math.min(100, intParam(url, 'pageSize', 20)),
    });
    return ok({ records: records.map(withCounts), total });
  }),

  // The portal by `id` in the query: the spec writes GET manage/info without a path parameter.
  operation('portal', 'get-manage-info', ({ request }) => {
    const auth = requirePortalCode(request, CODES.anyTemp);
    if (auth instanceof Response) return auth;
    const raw = new URL(request.url).searchParams.get('id')?.trim() ?? '';
    if (!/^\d+$/.test(raw)) return fail(400, '请指定门户');
    const portal = db.collection('portals').get(Number(raw));
    return portal ? ok(withCounts(portal)) : fail(404, '门户不存在');
  }),

  operation('portal', 'post-manage-info', async ({ request }) => {
    const auth = requirePortalCode(request, CODES.config);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const fields = readPortal(body, null);
    if (fields instanceof Response) return fields;
    const now = nowText();
    const created = db.collection('portals').insert({ ...fields, createTime: now, updateTime: now });
    if (created.isDefault === 1) settleDefault(created.id);
    return ok(withCounts(created));
  }),

  operation('portal', 'put-manage-info', async ({ request }) => {
    const auth = requirePortalCode(request, CODES.config);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const current = db.collection('portals').get(Number(body.id));
    if (!current) return fail(404, '门户不存在');
    const fields = readPortal(body, current);
    if (fields instanceof Response) return fields;
    const updated = db.collection('portals').update(current.id, { ...fields, updateTime: nowText() });
    if (updated?.isDefault === 1) settleDefault(updated.id);
    return ok(updated ? withCounts(updated) : null);
  }),

  operation('portal', 'delete-manage-info', ({ request, params }) => {
    const auth = requirePortalCode(request, CODES.config);
    if (auth instanceof Response) return auth;
    const portal = db.collection('portals').get(Number(params.id));
    if (!portal) return fail(404, '门户不存在');
    if (portal.isDefault === 1) return fail(400, '默认门户不能删除');
    const pageIds = new Set(db.collection('portalPages').list().filter((p) => p.portalId === portal.id).map((p) => p.id));
    db.collection('portalMenus').removeWhere((m) => m.portalId === portal.id);
    db.collection('portalPages').removeWhere((p) => p.portalId === portal.id);
    db.collection('portalDecorations').removeWhere((d) => pageIds.has(d.id));
    db.collection('portals').remove(portal.id);
    return ok(null);
  }),

  operation('portal', 'post-manage-copy', async ({ request, params }) => {
    const auth = requirePortalCode(request, CODES.config);
    if (auth instanceof Response) return auth;
    const source = db.collection('portals').get(Number(params.id));
    if (!source) return fail(404, '门户不存在');
    const body = (await readJsonObject(request)) ?? {};
    const name = nameOf(body.portalName) || null;
    const code = nameOf(body.identificationCode) || null;
    if (name !== null && db.collection('portals').find((p) => nameOf(p.portalName) === name)) return invalid({ portalName: '门户名称已存在' });
    if (code !== null && (!CODE.test(code) || code === '1')) return invalid({ identificationCode: '识别码只能包含字母、数字、下划线和短横线，最多20位' });
    if (code !== null && db.collection('portals').find((p) => nameOf(p.identificationCode) === code)) return invalid({ identificationCode: '识别码已存在' });
    return ok(withCounts(copyPortal(source, name, code)));
  }),

  operation('portal', 'get-domain-list', ({ request }) => {
    const auth = requirePortalCode(request, CODES.anyTemp);
    if (auth instanceof Response) return auth;
    const portals = db.collection('portals').list();
    return ok(PORTAL_DOMAINS.map((domain) => {
      const bound = portals.find((p) => p.domain === domain);
      return { domain, portalId: bound?.id ?? null, portalName: bound?.portalName ?? '' };
    }));
  }),
];
