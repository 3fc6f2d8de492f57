/**
 * The portal records as the portal endpoints answer them (docs/behaviour §3 Portal info, Portal menu item),
 * and the look-ups both the public and the back-stage handlers share. Portals, their menus and
 * template pages are generated-CRUD records (crud.portal, crud.portal-menu, crud.portal-page);
 * a page's decoration is kept beside them by page id (portalDecorations).
 */
import type { OperationAnswer } from '../../src/contract/operationTypes';
import { safeImage } from '../../src/contract/portalBlocks';
import type { PortalMenuFields } from '../../src/contract/portalMenu';
import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';

export const portalTable = () => db.collection(crudCollectionName('portal'));
export const menuTable = () => db.collection(crudCollectionName('portal-menu'));
export const pageTable = () => db.collection(crudCollectionName('portal-page'));

/** A menu entry with the fields a seed or a create may leave out filled (no link: pageId null). */
export interface PortalMenu extends PortalMenuFields {
  createTime: string;
}

export function menuOf(record: CrudRecord): PortalMenu {
  return {
    id: record.id,
    portalId: Number(record.portalId),
    parentId: Number(record.parentId ?? 0),
    menuName: String(record.menuName ?? ''),
    orderIndex: Number(record.orderIndex ?? 0),
    configType: Number(record.configType) === 2 ? 2 : 1,
    menuUrl: String(record.menuUrl ?? ''),
    pageId: record.pageId === undefined || record.pageId === null ? null : Number(record.pageId),
    homePageFlag: Number(record.homePageFlag) === 1 ? 1 : 0,
    introduction: String(record.introduction ?? ''),
    createTime: String(record.createTime ?? ''),
  };
}

/** `c` (docs/behaviour §2.1): the portal identification code; "1" means none. */
export function portalCodeOf(url: URL): string {
  const code = (url.searchParams.get('identificationCode') ?? url.searchParams.get('c') ?? '').trim();
  return code === '1' ? '' : code;
}

/**
 * The portal a visitor sees: the one the code names, else the one bound to the access host
 * (the page-menu call's `accessHost` header), else the default portal.
 */
export function resolvePortal(code: string, accessHost: string | null): CrudRecord | undefined {
  const portals = portalTable().query({ sort: { key: 'id' } }).records;
  const byCode = code === '' ? undefined : portals.find((p) => p.identificationCode === code);
  const host = (accessHost ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  const byHost = host === '' ? undefined : portals.find((p) => typeof p.domain === 'string' && p.domain !== '' && p.domain.toLowerCase() === host);
  return byCode ?? byHost ?? portals.find((p) => p.isDefault === 1) ?? portals[0];
}

/**
 * Public fields of a portal (docs/behaviour §3 Portal info); a field a create left out reads the entity's
 * default, so the header always has its colours. Pictures are re-checked as they go out.
 */
export function portalInfo(portal: CrudRecord): OperationAnswer<'portal', 'get-info'> {
  const field = (key: string) => portal[key] ?? crudEntities.get('portal')?.properties[key]?.default ?? '';
  const flag = (key: string) => (Number(field(key)) === 1 ? 1 : 0);
  return {
    id: portal.id,
    portalName: String(portal.portalName),
    identificationCode: String(portal.identificationCode),
    navigationPic: safeImage(portal.navigationPic),
    navigationPicMobile: safeImage(portal.navigationPicMobile),
    navigationContent: String(field('navigationContent')),
    navigationColourFlag: flag('navigationColourFlag'),
    navigationColourType: Number(field('navigationColourType')) === 2 ? 2 : 1,
    navigationColour: String(field('navigationColour')),
    navigationColourGradientFirst: String(field('navigationColourGradientFirst')),
    navigationColourGradientSecond: String(field('navigationColourGradientSecond')),
    navigationShadow: flag('navigationShadow'),
    introductionDisplay: flag('introductionDisplay'),
  };
}

export function menusOf(portalId: number): PortalMenu[] {
  return menuTable().list().map(menuOf).filter((m) => m.portalId === portalId).sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
}

type HeaderMenuItem = OperationAnswer<'portal', 'get-page-menu'>[number];

function subMenu(menu: PortalMenu): HeaderMenuItem['subMenuNameListMap'][number] {
  return {
    id: menu.id,
    subMenuName: menu.menuName,
    configType: menu.configType,
    menuUrl: menu.menuUrl,
    relationStatus: menu.pageId === null ? 0 : 1,
    pageId: menu.pageId,
    orderIndex: menu.orderIndex,
  };
}

/**
 * The header's menu list (docs/behaviour §3 Portal menu item): main menus in order, each with its sub
 * menus as subMenuNameListMap, and `title` = { text, list: [{ text }] } as the header reads it.
 */
export function headerMenuList(portal: CrudRecord): HeaderMenuItem[] {
  const menus = menusOf(portal.id);
  return menus
    .filter((m) => m.parentId === 0)
    .map((main) => {
      const children = menus.filter((m) => m.parentId === main.id);
      return {
        id: main.id,
        portalId: main.portalId,
        mainMenuName: main.menuName,
        homePageFlag: main.homePageFlag,
        configType: main.configType,
        menuUrl: main.menuUrl,
        relationStatus: main.pageId === null ? 0 : 1,
        pageId: main.pageId,
        orderIndex: main.orderIndex,
        introduction: main.introduction,
        introductionDisplay: portalInfo(portal).introductionDisplay,
        subMenuNameListMap: children.map(subMenu),
        title: { text: main.menuName, list: children.map((c) => ({ text: c.menuName })) },
      };
    });
}

/** The portal's pages, in the order they were made. */
export function pagesOf(portalId: number): CrudRecord[] {
  return pageTable().query({ filter: (p) => Number(p.portalId) === portalId, sort: { key: 'id' } }).records;
}

/** The page /portal/home shows: the home menu's page, else the portal's first page. */
export function homePageId(portal: CrudRecord): number | null {
  const home = menusOf(portal.id).find((m) => m.parentId === 0 && m.homePageFlag === 1 && m.pageId !== null);
  return home?.pageId ?? pagesOf(portal.id)[0]?.id ?? null;
}

export function decorationOf(pageId: number) {
  const page = pageTable().get(pageId);
  if (!page) return null;
  // A decoration left by a deleted page is never read: page ids are not handed out twice.
  const decoration = db.collection('portalDecorations').get(pageId);
  return {
    pageId: page.id,
    pageName: String(page.pageName),
    portalId: Number(page.portalId),
    blocks: decoration?.blocks ?? [],
    updateTime: decoration?.updateTime ?? String(page.updateTime ?? page.createTime ?? ''),
    updater: decoration?.updater ?? '',
  };
}

export function nowText(): string {
  return formatBeijingTime(Date.now());
}
