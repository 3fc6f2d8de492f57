/**
 * The portal's server records as the public pages read them (spec §3 Portal info, Portal menu
 * item), parsed defensively: a field of the wrong type reads as absent, never as a crash.
 */
import { normalizeBlocks, type PortalBlock } from '../../../contract/portalBlocks';

export interface PortalInfo {
  id: number | null;
  portalName: string;
  identificationCode: string;
  navigationPic: string;
  navigationPicMobile: string;
  navigationContent: string;
  navigationColourFlag: number;
  /** 1 solid, otherwise gradient. */
  navigationColourType: number;
  navigationColour: string;
  navigationColourGradientFirst: string;
  navigationColourGradientSecond: string;
  navigationShadow: number;
  introductionDisplay: number;
}

export interface PortalSubMenu {
  id: number;
  subMenuName: string;
  configType: number;
  menuUrl: string;
  relationStatus: number;
  pageId: number | null;
}

export interface PortalMenuItem {
  id: number;
  mainMenuName: string;
  homePageFlag: number;
  configType: number;
  menuUrl: string;
  relationStatus: number;
  pageId: number | null;
  introduction: string;
  introductionDisplay: number;
  portalId: number | null;
  subMenuNameListMap: PortalSubMenu[];
}

export interface PortalDecoration {
  pageId: number | null;
  pageName: string;
  portalId: number | null;
  blocks: PortalBlock[];
  updateTime: string;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
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
    id: idOrNull(r.id),
    portalName: text(r.portalName),
    identificationCode: text(r.identificationCode),
    navigationPic: text(r.navigationPic),
    navigationPicMobile: text(r.navigationPicMobile),
    navigationContent: text(r.navigationContent),
    navigationColourFlag: num(r.navigationColourFlag, 1),
    navigationColourType: num(r.navigationColourType, 1),
    navigationColour: text(r.navigationColour),
    navigationColourGradientFirst: text(r.navigationColourGradientFirst),
    navigationColourGradientSecond: text(r.navigationColourGradientSecond),
    navigationShadow: num(r.navigationShadow, 0),
    introductionDisplay: num(r.introductionDisplay, 1),
  };
}

function parseSubMenu(value: unknown): PortalSubMenu | null {
  if (!isRecord(value)) return null;
  const id = idOrNull(value.id);
  if (id === null) return null;
  return {
    id,
    subMenuName: text(value.subMenuName ?? value.menuName),
    configType: num(value.configType, 1),
    menuUrl: text(value.menuUrl),
    relationStatus: num(value.relationStatus, 0),
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
      homePageFlag: num(value.homePageFlag, 0),
      configType: num(value.configType, 1),
      menuUrl: text(value.menuUrl),
      relationStatus: num(value.relationStatus, 0),
      pageId: idOrNull(value.pageId),
      introduction: text(value.introduction),
      introductionDisplay: num(value.introductionDisplay, 1),
      portalId: idOrNull(value.portalId),
      subMenuNameListMap: subs.map(parseSubMenu).filter((s): s is PortalSubMenu => s !== null),
    }];
  });
}

export function parseDecoration(body: unknown): PortalDecoration {
  const data = payload(body);
  const r = isRecord(data) ? data : {};
  return {
    pageId: idOrNull(r.pageId),
    pageName: text(r.pageName),
    portalId: idOrNull(r.portalId),
    blocks: normalizeBlocks(r.blocks),
    updateTime: text(r.updateTime),
  };
}
