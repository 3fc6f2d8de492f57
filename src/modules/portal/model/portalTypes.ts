/**
 * The portal's server records as the public pages read them (docs/behaviour §3 Portal info, Portal menu
 * item): typed from the portal family's declared answers (schemas/generated/operations.ts, the
 * types the mocks answer with) and read defensively, since the header is every public page's
 * frame: a field of the wrong type reads as absent, never as a crash.
 */
import type { OperationAnswer } from '../../../contract/operationTypes';

type InfoAnswer = OperationAnswer<'portal', 'get-info'>;
type MenuAnswer = OperationAnswer<'portal', 'get-page-menu'>[number];

/** The portal's info as the header reads it (its number is the back stage's business). */
export type PortalInfo = Omit<InfoAnswer, 'id'>;

export type PortalSubMenu = Pick<MenuAnswer['subMenuNameListMap'][number], 'id' | 'subMenuName' | 'configType' | 'menuUrl' | 'relationStatus' | 'pageId'>;

/** A main menu of the header with its sub menus. */
export type PortalMenuItem = Pick<MenuAnswer, 'id' | 'mainMenuName' | 'homePageFlag' | 'configType' | 'menuUrl' | 'relationStatus' | 'pageId' | 'introduction' | 'introductionDisplay'>
  & { subMenuNameListMap: PortalSubMenu[] };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};
const FLAGS = [0, 1] as const;
/** One of the declared values (an enum of the declaration), else the fallback. */
const oneOf = <T extends number>(value: unknown, values: readonly T[], fallback: T): T => {
  const n = num(value, fallback);
  return values.includes(n as T) ? (n as T) : fallback;
};
const idOrNull = (value: unknown): number | null => {
  const n = num(value, Number.NaN);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** `{ code, data }` → data; a bare body is taken as the payload. */
export function payload(body: unknown): unknown {
  return isRecord(body) && 'data' in body && ('code' in body || 'msg' in body) ? body.data : body;
}

export function parsePortalInfo(body: unknown): PortalInfo {
  const data = payload(body);
  const r = isRecord(data) ? data : {};
  return {
    portalName: text(r.portalName),
    identificationCode: text(r.identificationCode),
    navigationPic: text(r.navigationPic),
    navigationPicMobile: text(r.navigationPicMobile),
    navigationContent: text(r.navigationContent),
    navigationColourFlag: oneOf(r.navigationColourFlag, FLAGS, 1),
    navigationColourType: oneOf(r.navigationColourType, [1, 2], 1),
    navigationColour: text(r.navigationColour),
    navigationColourGradientFirst: text(r.navigationColourGradientFirst),
    navigationColourGradientSecond: text(r.navigationColourGradientSecond),
    navigationShadow: oneOf(r.navigationShadow, FLAGS, 0),
    introductionDisplay: oneOf(r.introductionDisplay, FLAGS, 1),
  };
}

function parseSubMenu(value: unknown): PortalSubMenu | null {
  if (!isRecord(value)) return null;
  const id = idOrNull(value.id);
  if (id === null) return null;
  return {
    id,
    subMenuName: text(value.subMenuName ?? value.menuName),
    configType: oneOf(value.configType, [1, 2], 1),
    menuUrl: text(value.menuUrl),
    relationStatus: oneOf(value.relationStatus, FLAGS, 0),
    pageId: idOrNull(value.pageId),
  };
}

export function parseMenuList(body: unknown): PortalMenuItem[] {
  const data = payload(body);
  if (!Array.isArray(data)) return [];
  return data.flatMap((value): PortalMenuItem[] => {
    if (!isRecord(value)) return [];
    const id = idOrNull(value.id);
    if (id === null) return [];
    const subs = Array.isArray(value.subMenuNameListMap) ? value.subMenuNameListMap : [];
    return [{
      id,
      mainMenuName: text(value.mainMenuName),
      homePageFlag: oneOf(value.homePageFlag, FLAGS, 0),
      configType: oneOf(value.configType, [1, 2], 1),
      menuUrl: text(value.menuUrl),
      relationStatus: oneOf(value.relationStatus, FLAGS, 0),
      pageId: idOrNull(value.pageId),
      introduction: text(value.introduction),
      introductionDisplay: oneOf(value.introductionDisplay, FLAGS, 1),
      subMenuNameListMap: subs.map(parseSubMenu).filter((s): s is PortalSubMenu => s !== null),
    }];
  });
}
