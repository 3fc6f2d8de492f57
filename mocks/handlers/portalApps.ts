import { crudCollectionName } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { db } from '../store/db';
import { INDUSTRIES, type PortalAppRecord, type PortalCategoryRecord } from '../store/seeds/portalApps';
import { fail, intParam, ok } from './respond';
import { publicOperation } from '../routing/declaredOperation';

/**
 * The application catalogue the public portal reads (spec §7.2 Application classify tree;
 * Application manage store/display, introduction). Public: visitors browse before signing in.
 * The spec gives base names only; these paths are what the portal and the mocks agree on:
 * - GET application-classify/tree                 categories (the 应用分类 tree; counts include 子分类)
 * - GET application-manage/store/display          app store: categoryId, industry, keyword, paging
 * - GET application-manage/market                 cloud market: + billingType, sort (hot|new|priceAsc|priceDesc)
 * - GET application-manage/cards                  app cards of a page decoration: source hot|category|manual
 * - GET application-manage/introduction?id=       one application with specs and versions
 */

/**
 * One catalogue: the back stage's 应用信息 and 应用分类 collections (schemas/pages/platform-manage/
 * application). An application created there has no specs, versions or tags yet: the portal
 * shows it with none. Only enabled applications (status 1) reach the portal.
 */
const appTable = () => db.collection(crudCollectionName('application'));
const categoryTable = () => db.collection(crudCollectionName('app-category'));

function asApp(record: CrudRecord): PortalAppRecord {
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const num = (key: string) => (typeof record[key] === 'number' ? (record[key] as number) : 0);
  const enabled = record.status === 1;
  return {
    id: record.id,
    appName: text('appName'),
    version: text('version'),
    categoryId: num('categoryId'),
    industry: text('industry') as PortalAppRecord['industry'],
    vendor: text('vendor'),
    summary: text('summary'),
    introduction: text('introduction'),
    tags: Array.isArray(record.tags) ? (record.tags as string[]) : [],
    billingType: (num('billingType') || 3) as PortalAppRecord['billingType'],
    price: num('price'),
    useCount: num('useCount'),
    storeDisplay: enabled && record.storeDisplay === 1 ? 1 : 0,
    marketDisplay: enabled && record.marketDisplay === 1 ? 1 : 0,
    specs: Array.isArray(record.specs) ? (record.specs as PortalAppRecord['specs']) : [],
    versions: Array.isArray(record.versions) ? (record.versions as PortalAppRecord['versions']) : [],
    createTime: text('createTime'),
  };
}

/** The catalogue as the portal shows it (industry pages read it too, industryModules.ts). */
export const catalogueApps = () => appTable().list().map(asApp);
const apps = catalogueApps;
const appById = (id: number) => {
  const record = appTable().get(id);
  return record ? asApp(record) : undefined;
};

/** Categories under `parent` (0: the top level; the back stage's 应用分类 is a tree by parentId). */
function categories(parent = 0): PortalCategoryRecord[] {
  return categoryTable().query({ sort: { key: 'orderIndex' } }).records.filter((c) => Number(c.parentId ?? 0) === parent).map((c) => ({ id: c.id, name: String(c.name), orderIndex: Number(c.orderIndex) }));
}
/**
 * The category and every category below it: an application classified in a 子分类 belongs to its
 * parent too, so choosing 材料计算 in the store lists the 第一性原理 applications with it.
 */
function categoryAndBelow(id: number): Set<number> {
  const all = categoryTable().list();
  const within = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of all) {
      if (!within.has(c.id) && within.has(Number(c.parentId ?? 0))) {
        within.add(c.id);
        grew = true;
      }
    }
  }
  return within;
}
const APP_NOT_FOUND = '应用不存在或已下架';

function card(app: PortalAppRecord) {
  const category = categoryTable().get(app.categoryId);
  return {
    id: app.id,
    appName: app.appName,
    version: app.version,
    categoryId: app.categoryId,
    categoryName: typeof category?.name === 'string' ? category.name : '',
    industry: app.industry,
    vendor: app.vendor,
    summary: app.summary,
    tags: app.tags,
    billingType: app.billingType,
    price: app.price,
    priceUnit: app.specs.some((s) => s.gpus > 0) ? '卡时' : '核时',
    useCount: app.useCount,
  };
}

function textMatches(app: PortalAppRecord, keyword: string): boolean {
  if (keyword === '') return true;
  const needle = keyword.toLowerCase();
  return [app.appName, app.summary, app.vendor, ...app.tags].some((field) => field.toLowerCase().includes(needle));
}

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value !== null && value.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null;
}

function filtered(url: URL, scope: (app: PortalAppRecord) => boolean) {
  const categoryId = positiveInt(url.searchParams.get('categoryId'));
  const categories = categoryId === null ? null : categoryAndBelow(categoryId);
  const industry = url.searchParams.get('industry')?.trim() ?? '';
  const keyword = url.searchParams.get('keyword')?.trim() ?? '';
  const billingType = positiveInt(url.searchParams.get('billingType'));
  return (app: PortalAppRecord) =>
    scope(app) &&
    (categories === null || categories.has(app.categoryId)) &&
    (industry === '' || app.industry === industry) &&
    (billingType === null || app.billingType === billingType) &&
    textMatches(app, keyword);
}

const SORTS = {
  hot: { key: 'useCount', order: 'desc' },
  new: { key: 'createTime', order: 'desc' },
  priceAsc: { key: 'price', order: 'asc' },
  priceDesc: { key: 'price', order: 'desc' },
} as const;

function pageOf(list: PortalAppRecord[], sort: { key: 'useCount' | 'createTime' | 'price'; order: 'asc' | 'desc' }, pageIndex: number, pageSize: number) {
  const sign = sort.order === 'asc' ? 1 : -1;
  const sorted = [...list].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sign;
  });
  return { records: sorted.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map(card), total: list.length };
}

function page(url: URL, filter: (app: PortalAppRecord) => boolean, sortName: string | null) {
  const sort = Object.hasOwn(SORTS, sortName ?? '') ? SORTS[sortName as keyof typeof SORTS] : SORTS.hot;
  return pageOf(apps().filter(filter), sort, intParam(url, 'pageIndex', 1), Math.min(100, intParam(url, 'pageSize', 12)));
}

export const portalAppHandlers = [
  publicOperation('application-classify', 'get-tree', () => {
    const all = apps();
    const node = (c: PortalCategoryRecord): Record<string, unknown> => {
      // A category counts the applications of its 子分类 too (the store lists them under it).
      const within = categoryAndBelow(c.id);
      return {
        id: c.id,
        name: c.name,
        orderIndex: c.orderIndex,
        appCount: all.filter((a) => within.has(a.categoryId) && a.storeDisplay === 1).length,
        children: categories(c.id).map(node),
      };
    };
    return ok(categories().map(node));
  }),

  publicOperation('application-classify', 'get-industries', () => {
    const all = apps();
    return ok(INDUSTRIES.map((i) => ({ ...i, appCount: all.filter((a) => a.industry === i.key && a.storeDisplay === 1).length })));
  }),

  publicOperation('application-manage', 'get-store-display', ({ request }) => {
    const url = new URL(request.url);
    return ok(page(url, filtered(url, (a) => a.storeDisplay === 1), url.searchParams.get('sort')));
  }),

  publicOperation('application-manage', 'get-market', ({ request }) => {
    const url = new URL(request.url);
    return ok(page(url, filtered(url, (a) => a.marketDisplay === 1), url.searchParams.get('sort')));
  }),

  publicOperation('application-manage', 'get-cards', ({ request }) => {
    const url = new URL(request.url);
    const source = url.searchParams.get('source') ?? 'hot';
    const limit = Math.min(24, intParam(url, 'limit', 8));
    if (source === 'manual') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
      // In the order chosen; applications taken off the store since are left out.
      const chosen = ids.map((id) => appById(id)).filter((a): a is PortalAppRecord => a !== undefined && a.storeDisplay === 1);
      return ok(chosen.slice(0, limit).map(card));
    }
    const categoryId = positiveInt(url.searchParams.get('categoryId'));
    if (source === 'category' && categoryId === null) return fail(400, '请选择应用分类');
    const within = categoryId === null ? null : categoryAndBelow(categoryId);
    const shown = apps().filter((a) => a.storeDisplay === 1 && (source !== 'category' || within?.has(a.categoryId) === true));
    return ok(pageOf(shown, { key: 'useCount', order: 'desc' }, 1, limit).records);
  }),

  publicOperation('application-manage', 'get-introduction', ({ request }) => {
    const app = appById(Number(new URL(request.url).searchParams.get('id')));
    if (!app || (app.storeDisplay !== 1 && app.marketDisplay !== 1)) return fail(404, APP_NOT_FOUND);
    return ok({ ...card(app), introduction: app.introduction, specs: app.specs, versions: app.versions, marketDisplay: app.marketDisplay, createTime: app.createTime });
  }),
];
