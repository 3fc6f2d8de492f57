import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * GET /api/oauth/v1/client/link?clientId= (spec 7.1 "Also": a link fetch with clientId; the path is
 * the oauth service's, which owns client ids). The client ids are those of 应用对接 (docked
 * applications of other platforms, `crud.app-dock`): a docked application whose docking passed
 * review and was synchronised opens at its address with a one-time authorisation code for the
 * signed-in user, so the other platform signs them in without a second password.
 * Hand-written: it answers a link with a fresh one-time code, refused by the docking's state; no
 * record is read or written as it stands.
 */
const CODE_LIFETIME_SECONDS = 300;

function oneTimeCode(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const clientLinkHandlers = [
  operation('oauth', 'get-client-link', ({ request }) => {
    const clientId = new URL(request.url).searchParams.get('clientId')?.trim() ?? '';
    if (clientId === '') return fail(400, '请提供客户端编号');
    const requests = db.collection(crudCollectionName('app-dock')).list().filter((record) => record.clientId === clientId);
    // A client may have asked several times: the passed and synchronised docking is the live one.
    const dock = requests.find((r) => r.auditStatus === 2 && r.syncStatus === 2) ?? requests.find((r) => r.auditStatus === 2) ?? requests[0];
    if (!dock) return fail(404, '客户端不存在');
    if (dock.auditStatus !== 2) return fail(400, '该应用对接尚未审核通过，不能打开');
    if (dock.syncStatus !== 2) return fail(400, '该应用尚未同步到平台，暂不能打开');
    const url = new URL(String(dock.dockUrl));
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('code', oneTimeCode());
    return ok({ clientId, appName: dock.appName, platformName: dock.platformName, url: url.toString(), expiresIn: CODE_LIFETIME_SECONDS });
  }),
];
