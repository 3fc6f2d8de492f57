import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/core/http/HttpError';
import type { Envelope } from '../../../src/contract/storageTypes';
import { newUploadItem, nextWaiting, reduceQueue, type UploadItem } from '../../../src/modules/storage/upload/queue';
import { arrayStore, MAX_CHUNK_RETRIES, NOT_OVERWRITTEN, UploadRunner, type RunnerDeps } from '../../../src/modules/storage/upload/runner';

const session = { xgToken: 'xg', acc: null };
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const item = (name = 'a.dat', size = 250, chunk = 100, listed: readonly string[] = []) =>
  newUploadItem(file(name, size), '/home/u', session, chunk, new Set(listed));

describe('upload queue state machine (docs/behaviour §4 Upload queue item)', () => {
  it('goes wait → padding → success with progress 100', () => {
    const a = item();
    let items = reduceQueue([], { type: 'enqueue', items: [a] });
    expect(items[0]).toMatchObject({ status: 'wait', progress: 0, chunks: 3, query: { file: '/home/u/a.dat', overwrite: false } });
    items = reduceQueue(items, { type: 'start', id: a.id });
    expect(items[0]?.status).toBe('padding');
    items = reduceQueue(items, { type: 'chunkAccepted', id: a.id, accepted: 1 });
    expect(items[0]?.progress).toBe(40);
    items = reduceQueue(items, { type: 'succeed', id: a.id });
    expect(items[0]).toMatchObject({ status: 'success', progress: 100 });
  });

  it('fails to progress 0 and error, keeping the accepted chunks for a resume', () => {
    const a = item();
    let items = reduceQueue([a], { type: 'start', id: a.id });
    items = reduceQueue(items, { type: 'chunkAccepted', id: a.id, accepted: 2 });
    items = reduceQueue(items, { type: 'fail', id: a.id, error: '上传失败' });
    expect(items[0]).toMatchObject({ status: 'error', progress: 0, accepted: 2 });
    expect(reduceQueue(items, { type: 'resume', id: a.id })[0]).toMatchObject({ status: 'wait', accepted: 2 });
    expect(reduceQueue(items, { type: 'restart', id: a.id })[0]).toMatchObject({ status: 'wait', accepted: 0 });
  });

  it('runs one at a time: nothing starts while one is in progress', () => {
    const [a, b] = [item('a'), item('b')];
    let items = reduceQueue([a, b], { type: 'start', id: a.id });
    expect(nextWaiting(items)).toBeUndefined();
    items = reduceQueue(items, { type: 'start', id: b.id });
    expect(items.map((i) => i.status)).toEqual(['padding', 'wait']);
    items = reduceQueue(items, { type: 'succeed', id: a.id });
    expect(nextWaiting(items)?.id).toBe(b.id);
  });

  it('refuses to remove the running item and clears finished ones', () => {
    const [a, b] = [item('a'), item('b')];
    let items = reduceQueue([a, b], { type: 'start', id: a.id });
    items = reduceQueue(items, { type: 'remove', id: a.id });
    expect(items).toHaveLength(2);
    items = reduceQueue(items, { type: 'succeed', id: a.id });
    expect(reduceQueue(items, { type: 'clearFinished' }).map((i) => i.name)).toEqual(['b']);
  });
});

interface Harness {
  runner: UploadRunner;
  store: ReturnType<typeof arrayStore>;
  sent: { name: string; index: number; overwrite: boolean; range: string }[];
  toasts: string[];
  uploaded: string[];
  /** Each question: the file asked about and how many chunks had been sent by then. */
  asked: { name: string; sentBefore: number }[];
}

function harness(reply: (item: UploadItem, index: number, attempt: number) => Envelope | Error, confirm: boolean | ((name: string) => boolean) = true): Harness {
  const store = arrayStore();
  const sent: Harness['sent'] = [];
  const asked: Harness['asked'] = [];
  const toasts: string[] = [];
  const uploaded: string[] = [];
  const attempts = new Map<string, number>();
  const deps: RunnerDeps = {
    send: async (current, payload, index) => {
      const key = `${current.id}:${index}`;
      const attempt = attempts.get(key) ?? 0;
      attempts.set(key, attempt + 1);
      sent.push({ name: current.name, index, overwrite: current.query.overwrite, range: payload.contentRange });
      const result = reply(current, index, attempt);
      if (result instanceof Error) throw result;
      return result;
    },
    confirmOverwrite: async (current) => {
      asked.push({ name: current.name, sentBefore: sent.length });
      return typeof confirm === 'function' ? confirm(current.name) : confirm;
    },
    notifySuccess: (text) => toasts.push(text),
    notifyError: (text) => toasts.push(text),
    onUploaded: (done) => uploaded.push(done.name),
    sleep: async () => undefined,
  };
  return { runner: new UploadRunner(store, deps), store, sent, toasts, uploaded, asked };
}

const ok: Envelope = { code: 200 };

describe('upload runner', () => {
  it('sends every chunk with its Content-Range, one file after the other', async () => {
    const h = harness(() => ok);
    h.runner.add([item('a', 250), item('b', 50)]);
    await h.runner.idle();
    expect(h.sent.map((s) => `${s.name}#${s.index} ${s.range}`)).toEqual([
      'a#0 bytes 0-99/250', 'a#1 bytes 100-199/250', 'a#2 bytes 200-249/250', 'b#0 bytes 0-49/50',
    ]);
    expect(h.store.items.map((i) => i.status)).toEqual(['success', 'success']);
    expect(h.toasts).toEqual(['上传成功', '上传成功']);
    expect(h.uploaded).toEqual(['a', 'b']);
  });

  it('retries a chunk up to 3 times on passing failures', async () => {
    const h = harness((_i, index, attempt) => (index === 1 && attempt < 2 ? new HttpError({ kind: 'timeout', url: '', message: '请求超时！' }) : ok));
    h.runner.add([item()]);
    await h.runner.idle();
    expect(h.sent.filter((s) => s.index === 1)).toHaveLength(3);
    expect(h.store.items[0]?.status).toBe('success');
  });

  it('after the retries, marks the item failed at progress 0, shows 上传失败 and starts the next', async () => {
    const h = harness((current, index) => (current.name === 'a' && index === 1 ? { code: 500, info: '存储服务繁忙' } : ok));
    h.runner.add([item('a'), item('b', 50)]);
    await h.runner.idle();
    expect(h.sent.filter((s) => s.name === 'a' && s.index === 1)).toHaveLength(1 + MAX_CHUNK_RETRIES);
    expect(h.store.items[0]).toMatchObject({ status: 'error', progress: 0, accepted: 1, error: '存储服务繁忙' });
    expect(h.store.items[1]?.status).toBe('success');
    expect(h.toasts).toEqual(['上传失败', '上传成功']);
  });

  it('a reply of another shape ({}) is retried, then fails as 上传失败 — never with undefined', async () => {
    const h = harness((_c, index) => (index === 1 ? ({} as Envelope) : ok));
    h.runner.add([item('a')]);
    await h.runner.idle();
    expect(h.sent.filter((s) => s.index === 1)).toHaveLength(1 + MAX_CHUNK_RETRIES);
    expect(h.store.items[0]).toMatchObject({ status: 'error', error: '上传失败' });
    expect(h.toasts).toEqual(['上传失败']);
  });

  it('does not retry a refusal, and resumes from the last accepted chunk', async () => {
    let refuse = true;
    const h = harness((_c, index) => (index === 2 && refuse ? { code: 403, info: '权限不足' } : ok));
    h.runner.add([item()]);
    await h.runner.idle();
    expect(h.sent.filter((s) => s.index === 2)).toHaveLength(1);
    refuse = false;
    h.runner.resume(h.store.items[0]!.id);
    await h.runner.idle();
    expect(h.sent.map((s) => s.index)).toEqual([0, 1, 2, 2]);
    expect(h.store.items[0]?.status).toBe('success');
  });

  it('asks before overwriting and retries the first chunk with overwrite=true', async () => {
    const h = harness((current, index) => (index === 0 && !current.query.overwrite ? { code: 409, info: '文件已存在' } : ok));
    h.runner.add([item('a', 50)]);
    await h.runner.idle();
    expect(h.sent.map((s) => s.overwrite)).toEqual([false, true]);
    expect(h.store.items[0]?.status).toBe('success');
  });

  it('leaves the file alone when overwriting is declined', async () => {
    const h = harness(() => ({ code: 409, info: '文件已存在' }), false);
    h.runner.add([item('a', 50)]);
    await h.runner.idle();
    expect(h.sent).toHaveLength(1);
    expect(h.store.items[0]).toMatchObject({ status: 'error', error: '文件已存在，未覆盖' });
    expect(h.toasts).toEqual([]);
  });

  it('a name the folder lists asks before any chunk is sent, then sends every chunk with overwrite=true', async () => {
    const h = harness(() => ok);
    h.runner.add([item('a', 250, 100, ['a', 'other'])]);
    await h.runner.idle();
    expect(h.asked).toEqual([{ name: 'a', sentBefore: 0 }]);
    expect(h.sent.map((s) => `${s.index}:${s.overwrite}`)).toEqual(['0:true', '1:true', '2:true']);
    expect(h.store.items[0]?.status).toBe('success');
    expect(h.toasts).toEqual(['上传成功']);
  });

  it('a listed name declined is skipped without sending, and the rest of the queue goes on', async () => {
    const h = harness(() => ok, (name) => name !== 'a');
    h.runner.add([item('a', 50, 100, ['a', 'c']), item('b', 50, 100, ['a', 'c']), item('c', 50, 100, ['a', 'c'])]);
    await h.runner.idle();
    expect(h.asked.map((a) => a.name)).toEqual(['a', 'c']);
    expect(h.sent.map((s) => `${s.name}:${s.overwrite}`)).toEqual(['b:false', 'c:true']);
    expect(h.store.items.map((i) => i.status)).toEqual(['error', 'success', 'success']);
    expect(h.store.items[0]).toMatchObject({ error: NOT_OVERWRITTEN, progress: 0 });
    expect(h.toasts).toEqual(['上传成功', '上传成功']);
    expect(h.uploaded).toEqual(['b', 'c']);
  });

  it('a skipped file resumed asks again', async () => {
    let answer = false;
    const h = harness(() => ok, () => answer);
    h.runner.add([item('a', 50, 100, ['a'])]);
    await h.runner.idle();
    expect(h.sent).toHaveLength(0);
    answer = true;
    h.runner.resume(h.store.items[0]!.id);
    await h.runner.idle();
    expect(h.asked).toHaveLength(2);
    expect(h.sent.map((s) => s.overwrite)).toEqual([true]);
    expect(h.store.items[0]?.status).toBe('success');
  });

  it('a name not in the listing is sent without asking', async () => {
    const h = harness(() => ok);
    h.runner.add([item('new', 50, 100, ['a'])]);
    await h.runner.idle();
    expect(h.asked).toEqual([]);
    expect(h.sent.map((s) => s.overwrite)).toEqual([false]);
  });

  it('a 409 after overwrite was confirmed fails with the server reason', async () => {
    const h = harness(() => ({ code: 409, info: '同名文件夹已存在：/home/u/a' }));
    h.runner.add([item('a', 50)]);
    await h.runner.idle();
    expect(h.asked).toHaveLength(1);
    expect(h.sent.map((s) => s.overwrite)).toEqual([false, true]);
    expect(h.store.items[0]).toMatchObject({ status: 'error', error: '同名文件夹已存在：/home/u/a' });
    expect(h.toasts).toEqual(['上传失败']);
  });
});
