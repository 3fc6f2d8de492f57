// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HEARTBEAT_CODE } from '../../../src/core/socket/socketCodes';
import { mockControl } from '../../../mocks/control';
import type { ProgressFrame } from '../../../mocks/ws/storageProgress';
import { openSocket, WS_ORIGIN } from './support';

const events = (state: string): string => `${WS_ORIGIN}/websocket/userEvents/${state}`;
const progress = (id: string, token: string | null = 'xg-demo'): string =>
  `${WS_ORIGIN}/api/operation-management/v1/starlight/api/storage/opt/${id}${token === null ? '' : `?xg-token=${token}`}`;

describe('user-events socket', () => {
  it('answers a heartbeat (heartData with msgType) with pong', async () => {
    const probe = openSocket(events('state-1'));
    await probe.opened;
    probe.socket.send(JSON.stringify({ userId: 'u1', msgType: HEARTBEAT_CODE, realm: 'hpc' }));
    expect(JSON.parse(await probe.next())).toEqual({ code: HEARTBEAT_CODE, message: 'pong' });
    probe.socket.send(JSON.stringify({ code: HEARTBEAT_CODE }));
    expect(JSON.parse(await probe.next())).toEqual({ code: HEARTBEAT_CODE, message: 'pong' });
    probe.socket.send('hello'); // not a heartbeat: no answer
    await expect(probe.next(150)).rejects.toThrow('no frame');
    probe.socket.close();
  });

  it('pushes notices to all clients or to one session state', async () => {
    const a = openSocket(events('state-a'));
    const b = openSocket(events('state-b'));
    await Promise.all([a.opened, b.opened]);
    await mockControl.notices.waitForClient('state-b');
    expect(mockControl.notices.count()).toBe(2);

    expect(mockControl.notices.push('GROUP_CHANGE', '您所在的组织已变更')).toBe(2);
    expect(JSON.parse(await a.next())).toEqual({ code: 'GROUP_CHANGE', message: '您所在的组织已变更' });
    expect(JSON.parse(await b.next())).toEqual({ code: 'GROUP_CHANGE', message: '您所在的组织已变更' });

    expect(mockControl.notices.push('REPEAT_LOGIN', '您的账号已在其他设备登录', 'state-a')).toBe(1);
    expect(JSON.parse(await a.next())).toEqual({ code: 'REPEAT_LOGIN', message: '您的账号已在其他设备登录' });
    await expect(b.next(150)).rejects.toThrow('no frame');

    a.socket.close();
    await a.closed;
    expect(mockControl.notices.count()).toBe(1);
    b.socket.close();
  });

  it('a dropSocket fault closes new connections at once with 1011', async () => {
    mockControl.faults.set({ path: '/websocket/userEvents/*', dropSocket: true, times: 1 });
    const dropped = openSocket(events('state-x'));
    expect((await dropped.closed).code).toBe(1011);
    expect(mockControl.faults.list()).toEqual([]); // times: 1 used up
    const fine = openSocket(events('state-x'));
    await fine.opened;
    await mockControl.notices.waitForClient('state-x');
    fine.socket.close();
  });

  it('a dropSocket fault added later drops the open connection', async () => {
    const probe = openSocket(events('state-live'));
    await probe.opened;
    await mockControl.notices.waitForClient('state-live');
    mockControl.faults.set({ path: '/websocket/userEvents/state-live', dropSocket: true });
    expect((await probe.closed).code).toBe(1011);
  });
});

describe('storage progress socket', () => {
  const frames = async (probe: ReturnType<typeof openSocket>, n: number): Promise<ProgressFrame[]> => {
    const out: ProgressFrame[] = [];
    for (let i = 0; i < n; i += 1) out.push(JSON.parse(await probe.next()) as ProgressFrame);
    return out;
  };

  it('streams the lines in order, then a completion frame, then closes', async () => {
    const lines = ['开始复制 /home/a.txt', '已复制 50%', '已复制 100%'];
    let completed = false;
    const id = mockControl.tasks.create(lines, { intervalMs: 20, onComplete: () => { completed = true; } });
    const probe = openSocket(progress(id));
    const received = await frames(probe, 4);
    expect(received.map((f) => f.message)).toEqual([...lines, '任务执行完成']);
    expect(received.map((f) => f.done)).toEqual([false, false, false, true]);
    expect(received[3]?.code).toBe(200);
    expect((await probe.closed).code).toBe(1000);
    expect(completed).toBe(true);
    expect(mockControl.tasks.get(id)?.status).toBe('done');
  });

  it('replays the output to a late client of a finished task, with its final code', async () => {
    const id = mockControl.tasks.create(['打包中', '打包失败：磁盘空间不足'], { intervalMs: 5, finalCode: 500 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const probe = openSocket(progress(id));
    const received = await frames(probe, 3);
    expect(received.map((f) => f.message)).toEqual(['打包中', '打包失败：磁盘空间不足', '任务执行失败']);
    expect(received[2]).toMatchObject({ code: 500, done: true });
    await probe.closed;
  });

  it('refuses a connection without xg-token or with the wrong one', async () => {
    const id = mockControl.tasks.create(['x'], { intervalMs: 1000, xgToken: 'right' });
    const missing = openSocket(progress(id, null));
    expect(JSON.parse(await missing.next())).toMatchObject({ code: 401, done: true });
    expect((await missing.closed).code).toBe(1008);
    const wrong = openSocket(progress(id, 'wrong'));
    expect(JSON.parse(await wrong.next())).toMatchObject({ code: 403, done: true });
    await wrong.closed;
  });

  it('answers an unknown task id with an error frame and closes', async () => {
    const probe = openSocket(progress('4242'));
    const frame = JSON.parse(await probe.next()) as ProgressFrame;
    expect(frame).toMatchObject({ code: 404, done: true });
    expect(frame.message).toContain('不存在');
    await probe.closed;
  });

  it('honours a dropSocket fault', async () => {
    const id = mockControl.tasks.create(['a', 'b'], { intervalMs: 20 });
    mockControl.faults.set({ path: '/api/operation-management/v1/starlight/api/storage/opt/*', dropSocket: true });
    const probe = openSocket(progress(id));
    expect((await probe.closed).code).toBe(1011);
    expect(probe.received).toEqual([]);
  });
});
