/**
 * The portal's calls (spec §7.2 Portal; Application classify / manage), through the one HTTP
 * client. Public reads: no overlay (each area shows its own placeholder) and no toast (each area
 * shows an error panel with 重试 instead). The code `c` and the access host choose the portal.
 */
import { http } from '../../../core/http/client';
import { parseDecoration, parseMenuList, parsePortalInfo, payload, type PortalDecoration, type PortalInfo, type PortalMenuItem } from '../model/portalTypes';

export const PORTAL_API = '/api/operation-management/v1/portal';
export const APP_API = '/api/operation-management/v1/application-manage';
export const CLASSIFY_API = '/api/operation-management/v1/application-classify';

const quiet = { loading: false, silent: true } as const;

function portalOptions(code: string) {
  return {
    ...quiet,
    query: { identificationCode: code || undefined },
    // Spec §7.2 "page menu with header accessHost": the server may pick the portal by host.
    headers: { accessHost: typeof location === 'undefined' ? '' : location.host },
  };
}

export async function fetchPortalInfo(code: string): Promise<PortalInfo> {
  return parsePortalInfo(await http.get(`${PORTAL_API}/info`, portalOptions(code)));
}

export async function fetchPortalMenus(code: string): Promise<PortalMenuItem[]> {
  return parseMenuList(await http.get(`${PORTAL_API}/page-menu`, portalOptions(code)));
}

export async function fetchHomeDecoration(code: string): Promise<PortalDecoration> {
  return parseDecoration(await http.get(`${PORTAL_API}/home-page`, portalOptions(code)));
}

export async function fetchPageDecoration(pageId: string): Promise<PortalDecoration> {
  return parseDecoration(await http.get(`${PORTAL_API}/page-config/${encodeURIComponent(pageId)}`, quiet));
}

/** The sub-centre host's login target (spec §2.1 "redirects externally"). */
export async function fetchExternalLoginLink(): Promise<string> {
  const data = payload(await http.get(`${PORTAL_API}/external/connect-link`, { loading: false }));
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : data;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw new Error('未配置外部登录地址');
  return url;
}

export interface AppCard {
  id: number;
  appName: string;
  version: string;
  categoryId: number;
  categoryName: string;
  industry: string;
  vendor: string;
  summary: string;
  tags: string[];
  billingType: number;
  price: number;
  useCount: number;
  /** The unit of `price`: 核时 (CPU) or 卡时 (GPU). */
  priceUnit?: string;
}

export interface AppSpec {
  id: number;
  specName: string;
  cores: number;
  memoryGb: number;
  gpus: number;
  price: number;
}

export interface AppDetail extends AppCard {
  introduction: string;
  specs: AppSpec[];
  versions: { version: string; releaseDate: string; note: string }[];
  marketDisplay: number;
}

export interface AppPage {
  records: AppCard[];
  total: number;
}

export interface Category {
  id: number;
  name: string;
  /** Applications in the store in this category and its 子分类. */
  appCount: number;
  /** 子分类 (the back stage's 应用分类 tree). */
  children?: Category[];
}

const asArray = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function asPage(body: unknown): AppPage {
  const data = payload(body) as { records?: unknown; total?: unknown } | null;
  return { records: asArray<AppCard>(data?.records), total: typeof data?.total === 'number' ? data.total : 0 };
}

export type AppQuery = Record<string, string | number | undefined>;

export async function fetchMarketApps(query: AppQuery): Promise<AppPage> {
  return asPage(await http.get(`${APP_API}/market`, { ...quiet, query }));
}

export async function fetchCategories(): Promise<Category[]> {
  return asArray<Category>(payload(await http.get(`${CLASSIFY_API}/tree`, quiet)));
}

/** Billing labels of the catalogue (1 按核时, 2 包年包月, 3 免费). */
export const BILLING_LABELS: Readonly<Record<number, string>> = { 1: '按核时', 2: '包年包月', 3: '免费' };

export function priceText(app: Pick<AppCard, 'billingType' | 'price' | 'priceUnit'>): string {
  if (app.billingType === 3 || app.price === 0) return '免费';
  return `¥${app.price.toFixed(app.price < 1 ? 3 : 2)} / ${app.priceUnit || '核时'} 起`;
}
