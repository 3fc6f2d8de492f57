import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { decorationOf, headerMenuList, homePageId, portalCodeOf, portalInfo, resolvePortal } from './portalData';
import { fail } from './respond';
import { answer } from '../routing/operationAnswer';
import { publicOperation } from '../routing/declaredOperation';

/**
 * Hand-written: the public portal's answers assemble one portal's records (its menus nested with their pages, the home page's decorations, the host it is bound to) into the shapes the portal reads.
 *
 * What the public portal reads (docs/behaviour §7.2 Portal: info, home page, page config, page menu with
 * header accessHost, external connect link; the portal list is a declared records read of
 * crud.portal, schemas/families/portal.json). Public: no token needed. Every answer is
 * built from the records the back stage edits, so a save there shows here on the next call.
 */
const NO_PORTAL = '门户不存在';
const PAGE_NOT_FOUND = '页面不存在或已删除';
/** The demo's main platform host (config.json's subcenterHost is its sub-centre deployment). */
export const MAIN_PLATFORM_LOGIN = 'https://www.hpc-demo.cn/#/login';

export const portalHandlers = [
  publicOperation('portal', 'get-info', ({ request }) => {
    const portal = resolvePortal(portalCodeOf(new URL(request.url)), request.headers.get('accessHost'));
    return portal ? answer('portal', 'get-info', portalInfo(portal)) : fail(404, NO_PORTAL);
  }),

  publicOperation('portal', 'get-page-menu', ({ request }) => {
    const portal = resolvePortal(portalCodeOf(new URL(request.url)), request.headers.get('accessHost'));
    return portal ? answer('portal', 'get-page-menu', headerMenuList(portal)) : fail(404, NO_PORTAL);
  }),

  publicOperation('portal', 'get-home-page', ({ request }) => {
    const portal = resolvePortal(portalCodeOf(new URL(request.url)), request.headers.get('accessHost'));
    if (!portal) return fail(404, NO_PORTAL);
    const pageId = homePageId(portal);
    const decoration = pageId === null ? null : decorationOf(pageId);
    // A portal without pages has an empty home rather than an error: the header still works.
    return answer('portal', 'get-home-page', decoration ?? { pageId: null, pageName: String(portal.portalName), portalId: portal.id, blocks: [], updateTime: String(portal.updateTime ?? portal.createTime ?? ''), updater: '' });
  }),

  publicOperation('portal', 'get-page-config', ({ params }) => {
    const decoration = decorationOf(Number(params.pageId));
    return decoration ? answer('portal', 'get-page-config', decoration) : fail(404, PAGE_NOT_FOUND);
  }),

  // Where the login button of the sub-centre deployment host sends visitors (docs/behaviour §2.1): the
  // platform's own sign-in page on its main host.
  publicOperation('portal', 'get-external-connect-link', () => answer('portal', 'get-external-connect-link', { url: MAIN_PLATFORM_LOGIN, host: getRuntimeConfig().subcenterHost })),
];
