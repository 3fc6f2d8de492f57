import type { StorageSession } from '../../../contract/storageTypes';
import { chunkCount, progressOf } from './chunks';

/**
 * The upload queue as a pure state machine (docs/behaviour §3 Upload item, §4 Upload queue item):
 * wait → padding (in progress) → success or error. Only one item is in progress at a time;
 * when it ends the next waiting one starts. Failure resets the progress to 0; the accepted
 * chunk count is kept so the item can resume where the service stopped taking chunks.
 */
export type UploadStatus = 'wait' | 'padding' | 'success' | 'error';

export interface UploadItem {
  id: string;
  name: string;
  file: File;
  /** 0–100. */
  progress: number;
  /** The PUT storage/upload query: target path and overwrite. */
  query: { file: string; overwrite: boolean };
  status: UploadStatus;
  /** Folder the file goes to. */
  dir: string;
  chunkSize: number;
  chunks: number;
  /** Chunks the service has accepted (code 200). */
  accepted: number;
  error?: string;
  session: StorageSession;
  /** The name was in the folder's listing when queued: the user is asked before any chunk goes. */
  listed: boolean;
}

export type QueueEvent =
  | { type: 'enqueue'; items: UploadItem[] }
  | { type: 'start'; id: string }
  | { type: 'chunkAccepted'; id: string; accepted: number }
  | { type: 'overwrite'; id: string }
  | { type: 'succeed'; id: string }
  | { type: 'fail'; id: string; error: string }
  | { type: 'resume'; id: string }
  | { type: 'restart'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clearFinished' };

let sequence = 0;

/** `existing` holds the names the folder on screen lists; a file of one of them asks first. */
export function newUploadItem(
  file: File,
  dir: string,
  session: StorageSession,
  chunkSize: number,
  existing: ReadonlySet<string> = new Set(),
): UploadItem {
  sequence += 1;
  const path = dir.endsWith('/') ? `${dir}${file.name}` : `${dir}/${file.name}`;
  return {
    id: `upload-${Date.now().toString(36)}-${sequence}`,
    name: file.name,
    file,
    progress: 0,
    query: { file: path, overwrite: false },
    status: 'wait',
    dir,
    chunkSize,
    chunks: chunkCount(file.size, chunkSize),
    accepted: 0,
    session,
    listed: existing.has(file.name),
  };
}

function update(items: readonly UploadItem[], id: string, change: (item: UploadItem) => UploadItem | null): UploadItem[] {
  return items.flatMap((item) => {
    if (item.id !== id) return [item];
    const next = change(item);
    return next ? [next] : [];
  });
}

export function reduceQueue(items: readonly UploadItem[], event: QueueEvent): UploadItem[] {
  switch (event.type) {
    case 'enqueue':
      return [...items, ...event.items];
    case 'start':
      if (items.some((item) => item.status === 'padding' && item.id !== event.id)) return [...items]; // one at a time
      return update(items, event.id, (item) => (item.status === 'wait' ? { ...item, status: 'padding', error: undefined } : item));
    case 'chunkAccepted':
      return update(items, event.id, (item) => ({ ...item, accepted: event.accepted, progress: progressOf(item.file.size, event.accepted, item.chunkSize) }));
    case 'overwrite':
      return update(items, event.id, (item) => ({ ...item, query: { ...item.query, overwrite: true } }));
    case 'succeed':
      return update(items, event.id, (item) => ({ ...item, status: 'success', progress: 100, accepted: item.chunks }));
    case 'fail':
      return update(items, event.id, (item) => ({ ...item, status: 'error', progress: 0, error: event.error }));
    case 'resume':
      return update(items, event.id, (item) => (item.status === 'error' ? { ...item, status: 'wait', error: undefined } : item));
    case 'restart':
      return update(items, event.id, (item) =>
        item.status === 'error' ? { ...item, status: 'wait', accepted: 0, error: undefined } : item);
    case 'remove':
      return update(items, event.id, (item) => (item.status === 'padding' ? item : null));
    case 'clearFinished':
      return items.filter((item) => item.status !== 'success');
  }
}

export function nextWaiting(items: readonly UploadItem[]): UploadItem | undefined {
  if (items.some((item) => item.status === 'padding')) return undefined;
  return items.find((item) => item.status === 'wait');
}
