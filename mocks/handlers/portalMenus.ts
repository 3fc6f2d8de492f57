import { HttpResponse } from 'msw';
import { safeLink } from '../../src/contract/portalBlocks';
import { nameOf } from '../../src/core/text/normalizeName';
import { operation } from '../routing/declaredOperation';
import { menuOf, menusOf, menuTable, nowText, pageTable, portalTable, type PortalMenu } from './portalData';
import { fail, ok, readJsonObject } from './respond';

/**
 * Hand-written over the generated records (crud.portal-menu, seeded from the portal-menu entity):
 * the generated tree has no cap on siblings per level, no link required by the menu type, no
 * home flag limited to main menus, and it refuses to delete a node with children where a menu
 * goes with its sub menus. The public portal's header reads the same records (portal/page-menu).
 *
 * The portal menu writes (docs/behaviour §7.2 Portal menu-info: POST, PUT, DELETE; PUT relation-page
 * {menuId}/{pageId}), routed and guarded (temp-menu-look) by their declarations in
 * schemas/families/portal-menu.json. Two levels, as the header shows them:
 * - POST   menu-info                      { portalId, parentId, menuName, configType, menuUrl, introduction, homePageFlag }
 * - PUT    menu-info                      the same with id (portalId and parentId stay)
 * - DELETE menu-info/{id}                 with its sub menus
 * - PUT    relation-page/{menuId}/{pageId} links a page; pageId 0 unlinks (relationStatus 0)
 * GET menu-info/tree?portalId (main menus with `children`, by orderIndex) and PUT menu-info/order
 * (上移 / 下移 among siblings) are the generated tree and reorder of family portal-menu.
 */
export const MAX_MAIN_MENUS = 10;
export const MAX_SUB_MENUS = 20;
const NAME_MAX = 12;
/** The longest link a menu keeps: the entity's menuUrl maxLength (schemas/entities/portal-menu.json), which the 门户菜单 form checks too. */
const MENU_URL_MAX = 300;

function invalid(errors: Record<string, string>): Response {
  return HttpResponse.json({ code: 400, message: Object.values(errors)[0] ?? '请求参数错误', errors }, { status: 400 });
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface MenuFields {
  menuName: string;
  configType: 1 | 2;
  menuUrl: string;
  introduction: string;
  homePageFlag: 0 | 1;
}

function readMenu(body: Record<string, unknown>, current: PortalMenu | null, parentId: number, portalId: number): MenuFields | Response {
  const has = (key: string) => Object.hasOwn(body, key);
  const configType: 1 | 2 = has('configType') ? (Number(body.configType) === 2 ? 2 : 1) : (current?.configType ?? 1);
  const fields: MenuFields = {
    menuName: has('menuName') ? nameOf(body.menuName) : (current?.menuName ?? ''),
    configType,
    menuUrl: has('menuUrl') ? text(body.menuUrl) : (current?.menuUrl ?? ''),
    introduction: has('introduction') ? text(body.introduction) : (current?.introduction ?? ''),
    homePageFlag: has('homePageFlag') ? (Number(body.homePageFlag) === 1 ? 1 : 0) : (current?.homePageFlag ?? 0),
  };
  const errors: Record<string, string> = {};
  if (fields.menuName === '') errors.menuName = '菜单名称不能为空';
  else if (Array.from(fields.menuName).length > NAME_MAX) errors.menuName = `菜单名称不能超过${NAME_MAX}个字符`;
  else if (menusOf(portalId).some((m) => m.parentId === parentId && m.id !== current?.id && nameOf(m.menuName) === fields.menuName)) {
    errors.menuName = '同级菜单名称已存在';
  }
  if (fields.configType === 2) {
    if (fields.menuUrl === '') errors.menuUrl = '请填写外部链接地址';
    else if (Array.from(fields.menuUrl).length > MENU_URL_MAX) errors.menuUrl = `链接地址不能超过${MENU_URL_MAX}个字符`;
    else if (safeLink(fields.menuUrl) === '') errors.menuUrl = '链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）';
  } else {
    fields.menuUrl = '';
  }
  if (Array.from(fields.introduction).length > 200) errors.introduction = '菜单简介不能超过200个字符';
  if (fields.homePageFlag === 1 && parentId !== 0) errors.homePageFlag = '只有一级菜单可以设为首页';
  return Object.keys(errors).length > 0 ? invalid(errors) : fields;
}

/** One home menu per portal: setting it clears the flag on the others. */
function settleHome(portalId: number, menuId: number): void {
  for (const menu of menusOf(portalId)) {
    if (menu.id !== menuId && menu.homePageFlag === 1) menuTable().update(menu.id, { homePageFlag: 0 });
  }
}

export const portalMenuHandlers = [
  operation('portal-menu', 'post', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    // A body without the required fields is refused by name first, as every create is; then a portal that is not there.
    const missing: Record<string, string> = {};
    if (body.portalId === undefined || body.portalId === null || body.portalId === '') missing.portalId = '门户不能为空';
    if (typeof body.menuName !== 'string' || body.menuName.trim() === '') missing.menuName = '菜单名称不能为空';
    if (Object.keys(missing).length > 0) return invalid(missing);
    const portalId = Number(body.portalId);
    if (!portalTable().get(portalId)) return fail(404, '门户不存在');
    const parentId = Number(body.parentId ?? 0) || 0;
    if (parentId !== 0) {
      const found = menuTable().get(parentId);
      const parent = found ? menuOf(found) : undefined;
      if (!parent || parent.portalId !== portalId || parent.parentId !== 0) return fail(400, '上级菜单须为本门户的一级菜单');
    }
    const siblings = menusOf(portalId).filter((m) => m.parentId === parentId);
    if (parentId === 0 && siblings.length >= MAX_MAIN_MENUS) return fail(400, `一级菜单最多${MAX_MAIN_MENUS}个`);
    if (parentId !== 0 && siblings.length >= MAX_SUB_MENUS) return fail(400, `每个一级菜单下最多${MAX_SUB_MENUS}个子菜单`);
    const fields = readMenu(body, null, parentId, portalId);
    if (fields instanceof Response) return fields;
    const orderIndex = siblings.reduce((max, m) => Math.max(max, m.orderIndex), 0) + 1;
    const created = menuTable().insert({
      portalId, parentId, orderIndex, pageId: null, createTime: nowText(), ...fields,
    });
    if (created.homePageFlag === 1) settleHome(portalId, created.id);
    return ok(menuOf(created));
  }),

  operation('portal-menu', 'put', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const found = menuTable().get(Number(body.id));
    if (!found) return fail(404, '菜单不存在');
    const current = menuOf(found);
    const fields = readMenu(body, current, current.parentId, current.portalId);
    if (fields instanceof Response) return fields;
    const updated = menuTable().update(current.id, { ...fields });
    if (updated?.homePageFlag === 1) settleHome(current.portalId, current.id);
    return ok(updated ? menuOf(updated) : null);
  }),

  operation('portal-menu', 'delete', ({ params }) => {
    const menu = menuTable().get(Number(params.id));
    if (!menu) return fail(404, '菜单不存在');
    menuTable().removeWhere((m) => m.id === menu.id || Number(m.parentId) === menu.id);
    return ok(null);
  }),

  operation('portal-menu', 'put-relation-page', ({ params }) => {
    const menu = menuTable().get(Number(params.menuId));
    if (!menu) return fail(404, '菜单不存在');
    const pageId = Number(params.pageId);
    const page = pageId === 0 ? undefined : pageTable().get(pageId);
    if (pageId !== 0 && (!page || Number(page.portalId) !== Number(menu.portalId))) return fail(400, '只能关联本门户的页面');
    // Linking a page makes the entry open that page, not an external link; page 0 unlinks.
    const link = pageId === 0 ? { pageId: null } : { pageId, configType: 1, menuUrl: '' };
    menuTable().update(menu.id, link);
    return ok(menuOf({ ...menu, ...link }));
  }),
];
