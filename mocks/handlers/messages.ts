import { http } from 'msw';
import { db } from '../store/db';
import { MESSAGE_TYPES, type MessageRecord } from '../store/seeds/messages';
import { moduleGrants, requireGrant } from '../permissions';
import { durable, fail, intParam, ok } from './respond';
import { requireAuth } from './session';

const BASE = '*/api/operation-management/v1/message';

/** read=true|false|1|0 filters by read flag; anything else (or absent) means all. */
function readFilter(raw: string | null): boolean | undefined {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}

/** The message centre of the logged-in user; other users' messages are invisible (404). */
export const messageHandlers = [
  http.get(`${BASE}/page`, ({ request }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    const read = readFilter(url.searchParams.get('read'));
    const type = Number(url.searchParams.get('type') ?? '');
    const keyword = url.searchParams.get('keyword')?.trim() ?? '';
    const page = db.collection('messages').query({
      filter: (m: MessageRecord) =>
        m.userId === auth.user.id
        && (read === undefined || m.read === read)
        && (!Number.isInteger(type) || type === 0 || m.type === type)
        && (keyword === '' || m.title.includes(keyword) || m.content.includes(keyword)),
      sort: { key: 'createTime', order: 'desc' },
      pageIndex: intParam(url, 'pageIndex', 1),
      pageSize: intParam(url, 'pageSize', 10),
    });
    return ok(page);
  }),

  http.put(`${BASE}/read/:id`, durable(({ request, params }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    const messages = db.collection('messages');
    const message = messages.get(String(params.id));
    if (!message || message.userId !== auth.user.id) return fail(404, '消息不存在');
    return ok(messages.update(message.id, { read: true }));
  })),

  http.delete(`${BASE}/:id`, durable(({ request, params }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    const messages = db.collection('messages');
    const message = messages.get(String(params.id));
    if (!message || message.userId !== auth.user.id) return fail(404, '消息不存在');
    messages.remove(message.id);
    return ok(null);
  })),
];

export const MESSAGE_MODULE = 'wb-message-center';

/** Counts of the caller's messages: the header badge (any signed-in user) and the centre's tabs. */
export const messageCountHandlers = [
  http.get(`${BASE}/unread-count`, ({ request }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    return ok({ unread: db.collection('messages').count((m) => m.userId === auth.user.id && !m.read) });
  }),

  http.get(`${BASE}/stat`, ({ request }) => {
    const auth = requireGrant(request, moduleGrants(MESSAGE_MODULE));
    if (auth instanceof Response) return auth;
    const own = db.collection('messages').list().filter((m) => m.userId === auth.user.id);
    return ok({
      total: own.length, unread: own.filter((m) => !m.read).length,
      types: Object.entries(MESSAGE_TYPES).map(([type, name]) => ({ type: Number(type), name, unread: own.filter((m) => m.type === Number(type) && !m.read).length })),
    });
  }),
];
