import { crudCollectionName } from '../crud/crudCollections';
import { answerItem } from '../crud/envelope';
import { db } from '../store/db';
import { operation } from '../routing/declaredOperation';
import { fail } from './respond';

/**
 * 外部平台账号 read as the spec also writes it, `GET external/platform/account/info` with the
 * record named by `?id=` — the same record the family's `GET info/{id}` answers (the console
 * reads that one).
 */
export const externalAccountInfoHandlers = [
  operation('external-platform-account', 'get-info', ({ request }) => {
    const id = (new URL(request.url).searchParams.get('id') ?? '').trim();
    if (id === '') return fail(400, '请指定账号编号');
    const record = db.collection(crudCollectionName('external-account')).get(id);
    return record ? answerItem(undefined, record) : fail(404, '外部平台账号不存在');
  }),
];
