import { http } from 'msw';
import { db } from '../store/db';
import type { MessageRecord } from '../store/seeds/messages';
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
