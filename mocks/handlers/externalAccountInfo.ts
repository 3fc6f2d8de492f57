import { http } from 'msw';
import { crudCollectionName } from '../crud/crudCollections';
import { answerItem } from '../crud/envelope';
import { requireGrant } from '../permissions';
import { db } from '../store/db';
import { handwrittenAccessOf } from '../../src/contract/grants/handwrittenAccess';
import { fail } from './respond';

/**
 * 外部平台账号 read as the spec also writes it, `GET external/platform/account/info` with the
 * record named by `?id=` — the same record the family's `GET info/{id}` answers (the console
 * reads that one). Guarded by the codes its family declares for it.
 */
const PATH = '*/api/operation-management/v1/external/platform/account/info';
const access = handwrittenAccessOf(`GET ${PATH}`);

export const externalAccountInfoHandlers = [
  http.get(PATH, ({ request }) => {
    const auth = requireGrant(request, access?.kind === 'grants' ? access.grants() : []);
    if (auth instanceof Response) return auth;
    const id = (new URL(request.url).searchParams.get('id') ?? '').trim();
    if (id === '') return fail(400, '请指定账号编号');
    const record = db.collection(crudCollectionName('external-account')).get(id);
    return record ? answerItem(undefined, record) : fail(404, '外部平台账号不存在');
  }),
];
