// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_CODE } from '../../../src/core/socket/socketCodes';
import {
  heartbeatFrame, HEARTBEAT_INTERVAL_MS, parseSocketMessage, RECONNECT_DELAY_MS, SEND_RETRY_MS, UserEventsSocket,
} from '../../../src/core/socket/userEventsSocket';
import { harness, type Harness } from './fakeSocket';

let h: Harness;
let socket: UserEventsSocket;

beforeEach(() => {
  vi.useFakeTimers();
  h = harness();
  socket = new UserEventsSocket(h.deps);
});

afterEach(() => {
  socket.close();
  vi.useRealTimers();
});

describe('constants (docs/behaviour §9)', () => {
  it('heartbeat 30 s, reconnect 30 s, send retry 1 s', () => {
    expect([HEARTBEAT_INTERVAL_MS, RECONNECT_DELAY_MS, SEND_RETRY_MS]).toEqual([30_000, 30_000, 1_000]);
  });
});

describe('connecting', () => {
  it('opens /websocket/userEvents/{state}', () => {
    socket.connect('state-1');
    expect(h.sockets).toHaveLength(1);
    expect(h.last().url).toBe('ws://console.test/websocket/userEvents/state-1');
    expect(socket.status).toBe('connecting');
    h.last().open();
    expect(socket.status).toBe('open');
    expect(socket.state).toBe('state-1');
  });

  it('reuses the live socket when connecting again with the same state', () => {
    socket.connect('state-1');
    h.last().open();
    socket.connect('state-1');
    expect(h.sockets).toHaveLength(1);
  });

  it('a re-login (another state) closes the old socket before opening the new one', () => {
    socket.connect('state-1');
    const first = h.last();
    first.open();
    socket.connect('state-2');
    expect(first.closedWith).toBe(1000);
    expect(h.sockets).toHaveLength(2);
    expect(h.live()).toEqual([h.last()]);
    expect(h.last().url).toMatch(/state-2$/);
    // A late close of the old socket does not schedule a reconnect.
    first.drop();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(h.sockets).toHaveLength(2);
  });
});

describe('heartbeat', () => {
  it('sends heartData with msgType every 30 s while open', () => {
    socket.connect('s');
    h.last().open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(h.last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(h.last().sent).toHaveLength(1);
    expect(JSON.parse(h.last().sent[0] ?? '')).toEqual({
      userId: 'u-1', realm: 'hpc', defaultGroup: '1001', defaultRole: '1', msgType: HEARTBEAT_CODE,
    });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(h.last().sent).toHaveLength(3);
  });

  it('still beats when heartData is missing or unreadable', () => {
    expect(JSON.parse(heartbeatFrame(null))).toEqual({ msgType: HEARTBEAT_CODE });
    expect(JSON.parse(heartbeatFrame('{broken'))).toEqual({ msgType: HEARTBEAT_CODE });
    expect(JSON.parse(heartbeatFrame('{"userId":"u","msgType":"OTHER"}'))).toEqual({ userId: 'u', msgType: HEARTBEAT_CODE });
  });

  it('stops beating when the socket fails', () => {
    socket.connect('s');
    const first = h.last();
    first.open();
    first.fail();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(first.sent).toEqual([]);
  });
});

describe('messages', () => {
  it('publishes every code but the heartbeat as an app event', () => {
    socket.connect('s');
    h.last().open();
    h.last().receive(JSON.stringify({ code: HEARTBEAT_CODE, message: 'pong' }));
    h.last().receive(JSON.stringify({ code: 'REPEAT_LOGIN', message: '您的账号已在其他地方登录' }));
    h.last().receive(JSON.stringify({ code: 'ORDER_PAID', message: '订单已支付' }));
    expect(h.published).toEqual([
      { code: 'REPEAT_LOGIN', message: '您的账号已在其他地方登录' },
      { code: 'ORDER_PAID', message: '订单已支付' },
    ]);
  });

  it('logs and drops frames that are not { code, message }', () => {
    socket.connect('s');
    h.last().open();
    h.last().receive('not json');
    h.last().receive(JSON.stringify({ message: 'no code' }));
    expect(h.published).toEqual([]);
    expect(h.log.warn).toHaveBeenCalledTimes(2);
    expect(parseSocketMessage(JSON.stringify({ code: 'X' }))).toEqual({ code: 'X', message: '' });
    expect(parseSocketMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('reconnect', () => {
  it('an error closes the socket and reconnects after 30 s, never two at once', () => {
    socket.connect('s');
    const first = h.last();
    first.open();
    first.fail();
    expect(h.log.error).toHaveBeenCalled();
    expect(socket.status).toBe('waiting');
    expect(h.live()).toEqual([]);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(h.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.sockets).toHaveLength(2);
    expect(h.live()).toHaveLength(1);
    expect(h.last().url).toMatch(/\/s$/);
  });

  it('a server close also reconnects after 30 s, once per failure', () => {
    socket.connect('s');
    h.last().open();
    h.last().drop(1011);
    expect(h.log.warn).toHaveBeenCalledWith(expect.stringContaining('1011'));
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(h.sockets).toHaveLength(2);
    // A failure while connecting: again 30 s later, and the heartbeat resumes once open.
    h.last().fail();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(h.sockets).toHaveLength(3);
    h.last().open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(h.last().sent).toHaveLength(1);
    expect(h.live()).toHaveLength(1);
  });

  it('a socket that cannot even be created is retried after 30 s', () => {
    let refuse = true;
    const create = h.deps.createSocket;
    const flaky = new UserEventsSocket({
      ...h.deps,
      createSocket: (url) => {
        if (refuse) throw new SyntaxError('bad url');
        return create(url);
      },
    });
    flaky.connect('s');
    expect(h.log.error).toHaveBeenCalledWith('[user-events] cannot open socket', expect.any(SyntaxError));
    refuse = false;
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(h.sockets).toHaveLength(1);
    flaky.close();
  });

  it('connecting while a reconnect is pending connects now and cancels the pending one', () => {
    socket.connect('s');
    h.last().fail();
    socket.connect('s');
    expect(h.sockets).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(h.sockets).toHaveLength(2);
  });
});

describe('send', () => {
  it('retries every second until the socket is open, then sends once', () => {
    socket.connect('s');
    socket.send('hello');
    vi.advanceTimersByTime(SEND_RETRY_MS * 3);
    expect(h.last().sent).toEqual([]);
    h.last().open();
    vi.advanceTimersByTime(SEND_RETRY_MS);
    expect(h.last().sent).toEqual(['hello']);
    vi.advanceTimersByTime(SEND_RETRY_MS * 5);
    expect(h.last().sent).toEqual(['hello']);
  });

  it('sends nothing when stopped', () => {
    socket.send('x');
    vi.advanceTimersByTime(SEND_RETRY_MS * 5);
    expect(h.sockets).toEqual([]);
  });
});

describe('close (logout)', () => {
  it('closes the socket and cancels heartbeat, reconnect and send retries', () => {
    socket.connect('s');
    const first = h.last();
    first.open();
    socket.close();
    expect(first.closedWith).toBe(1000);
    expect(socket.status).toBe('idle');
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 4);
    expect(first.sent).toEqual([]);

    socket.connect('s');
    h.last().fail(); // reconnect pending
    socket.send('queued'); // retry pending
    socket.close();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 4);
    expect(h.sockets).toHaveLength(2);
    expect(h.live()).toEqual([]);
  });

  it('a logout and re-login keeps exactly one socket', () => {
    socket.connect('a');
    h.last().open();
    socket.close();
    socket.connect('b');
    h.last().open();
    socket.connect('b');
    expect(h.live()).toHaveLength(1);
    expect(h.live()[0]?.url).toMatch(/\/b$/);
  });
});
