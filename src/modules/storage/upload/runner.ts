import { HttpError } from '../../../core/http/HttpError';
import type { Envelope } from '../../../contract/storageTypes';
import { StorageText } from '../model/messages';
import { chunkPayload, type ChunkPayload } from './chunks';
import { nextWaiting, reduceQueue, type QueueEvent, type UploadItem } from './queue';

/**
 * Drives the upload queue: one item at a time, chunk after chunk. Beyond the spec, a chunk
 * that fails for a passing reason (timeout, network, 5xx) is retried up to 3 times with a short
 * back-off before the item errors; an errored item resumes from the last accepted chunk.
 * A file whose name the folder's listing already holds asks 文件已存在,是否覆盖? before its
 * first chunk: confirmed, every chunk goes with overwrite=true; declined, the file is skipped
 * and the queue goes on. A first chunk refused with code 409 (the file appeared after the
 * listing was read) asks the same question and, confirmed, is sent again with overwrite=true.
 */
export const MAX_CHUNK_RETRIES = 3;
export const EXISTS_CODE = 409;
/** What a file the user chose not to overwrite shows in the queue. */
export const NOT_OVERWRITTEN = '文件已存在，未覆盖';

export interface QueueStore {
  get(): readonly UploadItem[];
  dispatch(event: QueueEvent): void;
}

export interface RunnerDeps {
  send(item: UploadItem, payload: ChunkPayload, index: number): Promise<Partial<Envelope>>;
  confirmOverwrite(item: UploadItem): Promise<boolean>;
  notifySuccess(text: string): void;
  notifyError(text: string): void;
  onUploaded(item: UploadItem): void;
  sleep(ms: number): Promise<void>;
}

type Outcome = { kind: 'ok' } | { kind: 'exists'; info: string } | { kind: 'failed'; info: string };

function retriable(error: unknown, code?: number): boolean {
  if (code !== undefined) return code >= 500 || code === 408 || code === 429;
  if (error instanceof HttpError) return error.kind === 'timeout' || error.kind === 'network' || (error.status ?? 0) >= 500;
  return true;
}

export class UploadRunner {
  private running = false;

  constructor(
    private readonly store: QueueStore,
    private readonly deps: RunnerDeps,
  ) {}

  add(items: UploadItem[]): void {
    if (items.length === 0) return;
    this.store.dispatch({ type: 'enqueue', items });
    void this.pump();
  }

  resume(id: string): void {
    this.store.dispatch({ type: 'resume', id });
    void this.pump();
  }

  restart(id: string): void {
    this.store.dispatch({ type: 'restart', id });
    void this.pump();
  }

  /** Resolves when the queue has nothing left to do (tests, bench). */
  async idle(): Promise<void> {
    while (this.running) await this.deps.sleep(20);
  }

  private item(id: string): UploadItem | undefined {
    return this.store.get().find((item) => item.id === id);
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let next = nextWaiting(this.store.get()); next; next = nextWaiting(this.store.get())) {
        await this.run(next.id);
      }
    } finally {
      this.running = false;
    }
  }

  private async run(id: string): Promise<void> {
    this.store.dispatch({ type: 'start', id });
    if (!(await this.askFirst(id))) return;
    for (let current = this.item(id); current && current.accepted < current.chunks; current = this.item(id)) {
      const outcome = await this.sendWithRetry(current, current.accepted);
      if (outcome.kind === 'ok') {
        this.store.dispatch({ type: 'chunkAccepted', id, accepted: current.accepted + 1 });
      } else if (outcome.kind === 'exists' && !current.query.overwrite && (await this.deps.confirmOverwrite(current))) {
        this.store.dispatch({ type: 'overwrite', id });
      } else {
        // Refused as existing although overwrite was already asked for (e.g. a folder of that name): the server's reason.
        const declined = outcome.kind === 'exists' && !current.query.overwrite;
        this.store.dispatch({ type: 'fail', id, error: declined ? NOT_OVERWRITTEN : outcome.info });
        if (!declined) this.deps.notifyError(StorageText.uploadFailed);
        return;
      }
    }
    const done = this.item(id);
    if (!done) return; // removed while running is refused by the queue; nothing to report
    this.store.dispatch({ type: 'succeed', id });
    this.deps.notifySuccess(StorageText.uploadSucceeded);
    this.deps.onUploaded(done);
  }

  /**
   * A listed name not yet confirmed (and nothing of it sent) asks before any chunk. Returns
   * whether the upload goes on; a declined file is marked and skipped, with no error toast.
   */
  private async askFirst(id: string): Promise<boolean> {
    const current = this.item(id);
    if (!current || !current.listed || current.query.overwrite || current.accepted > 0) return true;
    if (await this.deps.confirmOverwrite(current)) {
      this.store.dispatch({ type: 'overwrite', id });
      return true;
    }
    this.store.dispatch({ type: 'fail', id, error: NOT_OVERWRITTEN });
    return false;
  }

  private async sendWithRetry(item: UploadItem, index: number): Promise<Outcome> {
    let info: string = StorageText.uploadFailed;
    for (let attempt = 0; attempt <= MAX_CHUNK_RETRIES; attempt += 1) {
      if (attempt > 0) await this.deps.sleep(500 * 2 ** (attempt - 1));
      try {
        const reply = await this.deps.send(item, chunkPayload(item.file, item.name, index, item.chunkSize), index);
        if (reply?.code === 200) return { kind: 'ok' };
        if (reply?.code === EXISTS_CODE && index === 0) {
          return { kind: 'exists', info: typeof reply.info === 'string' && reply.info.trim() !== '' ? reply.info : StorageText.uploadFailed };
        }
        // A reply of another shape (no numeric code, no text info) is a server fault: tried again, then 上传失败.
        if (typeof reply?.info === 'string' && reply.info.trim() !== '') info = reply.info;
        if (!retriable(null, typeof reply?.code === 'number' ? reply.code : 500)) return { kind: 'failed', info };
      } catch (error) {
        info = error instanceof HttpError && error.message ? error.message : info;
        if (!retriable(error)) return { kind: 'failed', info };
      }
    }
    return { kind: 'failed', info };
  }
}

/** A store over a plain array, for tests and for the queue atom's adapter. */
export function arrayStore(initial: UploadItem[] = []): QueueStore & { items: UploadItem[] } {
  const store = {
    items: initial,
    get: () => store.items,
    dispatch: (event: QueueEvent) => {
      store.items = reduceQueue(store.items, event);
    },
  };
  return store;
}
