import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, login, ORIGIN } from './support';

/** A message as the generated `message` family answers it (read: 0 未读, 1 已读). */
interface MessageRecord { id: number; userId: string; title: string; read: number; createTime: string }

interface PageBody {
  code: number;
  msg: string;
  data: { records: MessageRecord[]; total: number };
}

const PAGE = '/api/operation-management/v1/message/page';

async function userIdOf(userName: string): Promise<string> {
  const user = mockControl.db.collection('users').find((u) => u.userName === userName);
  if (!user) throw new Error(userName);
  return user.id;
}

// 消息中心 is a generated list of the `message` family, its records the caller's own (x-owner-field).
describe('message centre', () => {
  it('lists only the user’s messages, newest first, paged', async () => {
    const { access_token: token } = await login('admin');
    const adminId = await userIdOf('admin');
    const own = mockControl.db.collection('crud.message').count((m) => m.userId === adminId);

    const first = await getJson<PageBody>(`${PAGE}?pageIndex=1&pageSize=5&sortField=createTime&sortOrder=desc`, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 200, msg: 'success' });
    expect(first.body.data.total).toBe(own);
    expect(first.body.data.records).toHaveLength(5);
    expect(first.body.data.records.every((m) => m.userId === adminId)).toBe(true);
    const times = first.body.data.records.map((m) => m.createTime);
    expect(times).toEqual([...times].sort().reverse());

    const second = await getJson<PageBody>(`${PAGE}?pageIndex=2&pageSize=5&sortField=createTime&sortOrder=desc`, token);
    expect(second.body.data.records[0]!.createTime <= times[4]!).toBe(true);
    expect(second.body.data.records.map((m) => m.id)).not.toContain(first.body.data.records[0]!.id);
  });

  it('filters by read flag', async () => {
    const { access_token: token } = await login('enterprise');
    const all = (await getJson<PageBody>(`${PAGE}?pageIndex=1&pageSize=100`, token)).body.data;
    const unread = (await getJson<PageBody>(`${PAGE}?pageIndex=1&pageSize=100&read=0`, token)).body.data;
    const read = (await getJson<PageBody>(`${PAGE}?pageIndex=1&pageSize=100&read=1`, token)).body.data;
    expect(unread.records.every((m) => m.read === 0)).toBe(true);
    expect(read.records.every((m) => m.read === 1)).toBe(true);
    expect(unread.total + read.total).toBe(all.total);
  });

  it('marks a message read and deletes it; the change is visible in the list', async () => {
    const { access_token: token } = await login('personal');
    const unread = (await getJson<PageBody>(`${PAGE}?pageIndex=1&pageSize=100&read=0`, token)).body.data;
    const target = unread.records[0];
    if (!target) throw new Error('seed gives personal unread messages');

    const marked = await fetch(`${ORIGIN}/api/operation-management/v1/message/read/${target.id}`, authed(token, { method: 'PUT' }));
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { data: MessageRecord }).data).toMatchObject({ id: target.id, read: 1 });
    const after = (await getJson<PageBody>(`${PAGE}?pageIndex=1&pageSize=100&read=0`, token)).body.data;
    expect(after.total).toBe(unread.total - 1);

    const removed = await fetch(`${ORIGIN}/api/operation-management/v1/message/${target.id}`, authed(token, { method: 'DELETE' }));
    expect(removed.status).toBe(200);
    expect(mockControl.db.collection('crud.message').get(target.id)).toBeUndefined();
    const again = await fetch(`${ORIGIN}/api/operation-management/v1/message/${target.id}`, authed(token, { method: 'DELETE' }));
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: '消息不存在' });
  });

  it('answers 404 for unknown ids and for another user’s message', async () => {
    const { access_token: token } = await login('personal');
    const adminId = await userIdOf('admin');
    const foreign = mockControl.db.collection('crud.message').find((m) => m.userId === adminId);
    for (const id of [999999, foreign!.id]) {
      const put = await fetch(`${ORIGIN}/api/operation-management/v1/message/read/${id}`, authed(token, { method: 'PUT' }));
      expect(put.status).toBe(404);
      const del = await fetch(`${ORIGIN}/api/operation-management/v1/message/${id}`, authed(token, { method: 'DELETE' }));
      expect(del.status).toBe(404);
    }
    expect(mockControl.db.collection('crud.message').get(foreign!.id)).toBeDefined();
  });

  it('unread-count (the header bell) counts the caller’s unread messages and follows a read', async () => {
    const { access_token: token } = await login('enterprise');
    const COUNT = '/api/operation-management/v1/message/unread-count';
    const unread = (await getJson<PageBody>(`${PAGE}?pageIndex=1&pageSize=100&read=0`, token)).body.data;
    expect((await getJson<{ data: { unread: number } }>(COUNT, token)).body.data.unread).toBe(unread.total);
    await fetch(`${ORIGIN}/api/operation-management/v1/message/read/${unread.records[0]!.id}`, authed(token, { method: 'PUT' }));
    expect((await getJson<{ data: { unread: number } }>(COUNT, token)).body.data.unread).toBe(unread.total - 1);
    expect((await fetch(`${ORIGIN}${COUNT}`)).status).toBe(401);
  });

  it('requires a token for list, read and delete', async () => {
    expect((await fetch(`${ORIGIN}${PAGE}?pageIndex=1&pageSize=10`)).status).toBe(401);
    expect((await fetch(`${ORIGIN}/api/operation-management/v1/message/read/1`, { method: 'PUT' })).status).toBe(401);
    expect((await fetch(`${ORIGIN}/api/operation-management/v1/message/1`, { method: 'DELETE' })).status).toBe(401);
    expect(mockControl.db.collection('crud.message').get(1)?.id).toBe(1);
  });
});
