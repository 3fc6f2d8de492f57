import { http } from 'msw';
import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { ok } from './respond';
import { requireAuth } from './session';

/**
 * Hand-written because no record verb counts: the header bell's unread count of the caller's own
 * messages (the message centre itself is a generated list of the `message` family).
 */
export const messageCountHandlers = [
  http.get('*/api/operation-management/v1/message/unread-count', ({ request }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    return ok({ unread: db.collection(crudCollectionName('message')).count((m) => m.userId === auth.user.id && m.read === 0) });
  }),
];
