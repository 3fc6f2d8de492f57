/**
 * The call of 应用对接 that opens a docked application rather than lists or changes a record (the
 * family schemas/families/application-dock.json serves those; history and pass-list are list
 * families of the same records, client-info an aggregate read of them):
 * - GET url?id=                the link that opens a passed and synchronised docked application:
 *                              its 对接地址 with the client id and a one-time ticket
 * Hand-written: url builds a link with a fresh random ticket, refused by the docking's state and an
 * address that does not parse.
 */
import { crudCollectionName } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { db } from '../store/db';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

const docks = () => db.collection(crudCollectionName('app-dock'));
const text = (record: CrudRecord, key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');

export const DOCK_REFUSALS = {
  idMissing: '请指定对接记录',
  notFound: '应用对接不存在',
  notPassed: '该对接尚未审核通过，不能打开',
  notSynced: '该对接尚未同步上线，不能打开',
  badUrl: '对接地址无效，请先修改对接地址',
} as const;

/** A ticket the docked platform exchanges once for a session (random, not derived from anything secret). */
function ticket(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const applicationDockHandlers = [
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
