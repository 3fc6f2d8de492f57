import { HttpResponse } from 'msw';
import { publicOperation } from '../routing/declaredOperation';
import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { fail } from './respond';

/**
 * Hand-written: the platform's identity is answered bare (no envelope), as the client reads it before sign-in.
 */
/** GET project/info, read before login (title, portal, about page): the platform's identity (project-info record 1), bare (no envelope) as the client reads it. */
export const systemHandlers = [
  publicOperation('oauth', 'get-project-info', () => {
    const info = db.collection(crudCollectionName('project-info')).get(1);
    if (!info) return fail(404, '平台信息不存在');
    const { id: _id, ...body } = info;
    return HttpResponse.json(body);
  }),
];
