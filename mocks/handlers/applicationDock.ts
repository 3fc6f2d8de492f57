/**
 * The calls of 应用对接 that read across its records rather than list or change one (the family
 * schemas/families/application-dock.json serves those; history and pass-list are list families of
 * the same records):
 * - GET client-info?clientId=  one docking client (a platform's client id): who it is, how many
 *                              requests it made, how many passed, were rejected or went online
 * - GET url?id=                the link that opens a passed and synchronised docked application:
 *                              its 对接地址 with the client id and a one-time ticket
 * Hand-written: client-info folds one client's requests into counts by outcome beside its latest
 * request's contact (no record holds it), and url builds a link with a fresh random ticket.
 */
import { crudCollectionName } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { db } from '../store/db';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

const docks = () => db.collection(crudCollectionName('app-dock'));
const text = (record: CrudRecord, key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');

export const DOCK_REFUSALS = {
  clientMissing: '请指定客户端 ID',
  clientUnknown: '对接客户端不存在',
  idMissing: '请指定对接记录',
  notFound: '应用对接不存在',
  notPassed: '该对接尚未审核通过，不能打开',
  notSynced: '该对接尚未同步上线，不能打开',
  badUrl: '对接地址无效，请先修改对接地址',
} as const;

function clientInfo(clientId: string, requests: CrudRecord[]) {
  const byTime = [...requests].sort((a, b) => text(a, 'createTime').localeCompare(text(b, 'createTime')));
  const latest = byTime[byTime.length - 1]!;
  const passed = requests.filter((r) => r.auditStatus === 2);
  return {
    clientId,
    platformName: text(latest, 'platformName'),
    contact: text(latest, 'contact'),
    phone: text(latest, 'phone'),
    requestCount: requests.length,
    pendingCount: requests.filter((r) => r.auditStatus === 1).length,
    passCount: passed.length,
    rejectCount: requests.filter((r) => r.auditStatus === 3).length,
    syncCount: passed.filter((r) => r.syncStatus === 2).length,
    apps: [...new Set(passed.map((r) => text(r, 'appName')))],
    firstTime: text(byTime[0]!, 'createTime'),
    lastTime: text(latest, 'createTime'),
  };
}

/** A ticket the docked platform exchanges once for a session (random, not derived from anything secret). */
function ticket(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const applicationDockHandlers = [
  operation('application-dock', 'get-client-info', ({ request }) => {
    const clientId = (new URL(request.url).searchParams.get('clientId') ?? '').trim();
    if (clientId === '') return fail(400, DOCK_REFUSALS.clientMissing);
    const requests = docks().list().filter((r) => r.clientId === clientId);
    if (requests.length === 0) return fail(404, DOCK_REFUSALS.clientUnknown);
    return ok(clientInfo(clientId, requests));
  }),

  operation('application-dock', 'get-url', ({ request }) => {
    const id = (new URL(request.url).searchParams.get('id') ?? '').trim();
    if (id === '') return fail(400, DOCK_REFUSALS.idMissing);
    const dock = docks().get(id);
    if (!dock) return fail(404, DOCK_REFUSALS.notFound);
    if (dock.auditStatus !== 2) return fail(400, DOCK_REFUSALS.notPassed);
    if (dock.syncStatus !== 2) return fail(400, DOCK_REFUSALS.notSynced);
    let url: URL;
    try {
      url = new URL(text(dock, 'dockUrl'));
    } catch {
      return fail(400, DOCK_REFUSALS.badUrl);
    }
    url.searchParams.set('client_id', text(dock, 'clientId'));
    url.searchParams.set('ticket', ticket());
    return ok({ id: dock.id, appName: text(dock, 'appName'), url: url.toString() });
  }),
];
