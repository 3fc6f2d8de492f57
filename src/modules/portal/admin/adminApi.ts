/**
 * The back stage's portal calls (spec §7.2 Portal: manage info, copy, domain list, the menu tree for
 * the header preview, decoration, upload; 门户菜单 is a page config), through the one HTTP client. Writes show the server's
 * message on failure (the client's toast) and reject, so forms keep what was typed.
 */
import { http, request } from '../../../core/http/client';
import { payload } from '../model/portalTypes';
import type { PortalMenuFields } from '../../../contract/portalMenu';

const P = '/api/operation-management/v1/portal';

export interface PortalRecord {
  id: number;
  portalName: string;
  identificationCode: string;
  domain: string;
  isDefault: 0 | 1;
  navigationPic: string;
  navigationPicMobile: string;
  navigationContent: string;
  navigationColourFlag: 0 | 1;
  navigationColourType: 1 | 2;
  navigationColour: string;
  navigationColourGradientFirst: string;
  navigationColourGradientSecond: string;
  navigationShadow: 0 | 1;
  introductionDisplay: 0 | 1;
  remark: string;
  createTime: string;
  updateTime: string;
  menuCount: number;
  pageCount: number;
}

export type PortalInput = Partial<Omit<PortalRecord, 'id' | 'createTime' | 'updateTime' | 'menuCount' | 'pageCount'>>;

export interface DomainOption {
  domain: string;
  portalId: number | null;
  portalName: string;
}

export interface MenuNode extends PortalMenuFields {
  relationStatus: 0 | 1;
  children?: MenuNode[];
}

export interface TemplatePage {
  id: number;
  portalId: number;
  pageName: string;
  remark: string;
  createTime: string;
  updateTime: string;
  menus: { id: number; menuName: string }[];
  blockCount: number;
}

const list = <T,>(body: unknown): T[] => {
  const data = payload(body);
  return Array.isArray(data) ? (data as T[]) : [];
};

export async function listPortals(): Promise<PortalRecord[]> {
  const data = payload(await http.get(`${P}/manage/info/page`, { query: { pageIndex: 1, pageSize: 100, sortField: 'id', sortOrder: 'asc' }, loading: false })) as { records?: unknown } | null;
  return Array.isArray(data?.records) ? (data.records as PortalRecord[]) : [];
}

export async function createPortal(input: PortalInput): Promise<PortalRecord> {
  return payload(await http.post(`${P}/manage/info`, input, { silent: true })) as PortalRecord;
}

export async function updatePortal(id: number, input: PortalInput): Promise<PortalRecord> {
  return payload(await http.put(`${P}/manage/info`, { ...input, id }, { silent: true })) as PortalRecord;
}

export async function deletePortal(id: number): Promise<void> {
  await http.delete(`${P}/manage/info/${id}`);
}

/** Silent: the page says 复制失败 with the reason (TempConfigModule). */
export async function copyPortal(id: number): Promise<PortalRecord> {
  return payload(await http.post(`${P}/manage/copy/${id}`, {}, { silent: true })) as PortalRecord;
}

export async function listDomains(): Promise<DomainOption[]> {
  return list<DomainOption>(await http.get(`${P}/domain/list`, { loading: false }));
}

/** The tree as stored: an entry without a linked page may leave `pageId` out. */
type StoredMenu = Omit<MenuNode, 'pageId' | 'relationStatus' | 'children'> & { pageId?: number | null; children?: StoredMenu[] };

const linked = (menu: StoredMenu): MenuNode => ({
  ...menu,
  pageId: menu.pageId ?? null,
  relationStatus: menu.pageId == null ? 0 : 1,
  children: menu.children?.map(linked),
});

export async function menuTree(portalId: number): Promise<MenuNode[]> {
  return list<StoredMenu>(await http.get(`${P}/menu-info/tree`, { query: { portalId }, loading: false })).map(linked);
}

export async function createPage(portalId: number, pageName: string, remark: string): Promise<TemplatePage> {
  return payload(await http.post(`${P}/page`, { portalId, pageName, remark }, { silent: true })) as TemplatePage;
}

export async function updatePage(id: number, pageName: string, remark: string): Promise<TemplatePage> {
  return payload(await http.put(`${P}/page`, { id, pageName, remark }, { silent: true })) as TemplatePage;
}

export async function deletePage(id: number): Promise<void> {
  await http.delete(`${P}/page/${id}`);
}

/** POST decoration/upload (multipart `file`) → the picture's URL. */
export async function uploadDecorationImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const data = payload(await request(`${P}/decoration/upload`, { method: 'POST', body: form })) as { url?: unknown } | string | null;
  const url = typeof data === 'string' ? data : data?.url;
  if (typeof url !== 'string' || url === '') throw new Error('上传失败');
  return url;
}

/** Spec §7.4 OSS upload for the navigation pictures → the URL. */
export async function uploadNavigationImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const data = payload(await request('/api/operation-management/v1/files/upload', { method: 'POST', body: form })) as { url?: unknown } | string | null;
  const url = typeof data === 'string' ? data : data?.url;
  if (typeof url !== 'string' || url === '') throw new Error('上传失败');
  return url;
}

/** The field errors a 400 answer carries, for the form to show beside each field. */
export { fieldErrorsOf } from '../../../contract/signUpRules';
