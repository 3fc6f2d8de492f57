import { Modal, type ModalFuncProps } from 'antd';
import { atom, getDefaultStore } from 'jotai';
import { notify } from '../../../core/feedback/notify';
import { sendChunk } from '../api/storageApi';
import type { StorageSession } from '../../../contract/storageTypes';
import { StorageText } from '../model/messages';
import { CHUNK_SIZE } from './chunks';
import { newUploadItem, reduceQueue, type UploadItem } from './queue';
import { UploadRunner, type QueueStore } from './runner';

/**
 * The console's one upload queue. It lives in the global jotai store, not in the page, so an
 * upload keeps going when the user opens another page and is still listed on return.
 */
export const uploadItemsAtom = atom<UploadItem[]>([]);

const store = getDefaultStore();
const queueStore: QueueStore = {
  get: () => store.get(uploadItemsAtom),
  dispatch: (event) => store.set(uploadItemsAtom, (items) => reduceQueue(items, event)),
};

type Confirmer = (item: UploadItem) => Promise<boolean>;
let confirmer: Confirmer | null = null;
const uploadedListeners = new Set<(item: UploadItem) => void>();

/** Asks 文件已存在,是否覆盖? through the given confirm (the page's themed modal, or antd's static one). */
export function askOverwrite(confirm: (config: ModalFuncProps) => unknown, item: UploadItem): Promise<boolean> {
  return new Promise((resolve) => {
    confirm({
      title: StorageText.confirmTitle,
      content: `${item.name}：${StorageText.overwriteConfirm}`,
      okText: StorageText.confirmOk,
      cancelText: StorageText.confirmCancel,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** The mounted page asks through its themed modal; without one, antd's static confirm does. */
function staticConfirm(item: UploadItem): Promise<boolean> {
  return askOverwrite(Modal.confirm, item);
}

export const uploadRunner = new UploadRunner(queueStore, {
  send: (item, payload) =>
    sendChunk(item.session, { file: item.query.file, overwrite: item.query.overwrite, body: payload.body, contentRange: payload.contentRange }),
  confirmOverwrite: (item) => (confirmer ?? staticConfirm)(item),
  notifySuccess: (text) => notify.success(text),
  notifyError: (text) => notify.error(text),
  onUploaded: (item) => {
    for (const listener of uploadedListeners) listener(item);
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

export const uploadQueue = {
  /** `existing`: the names the folder on screen lists, so an upload over one of them asks first. */
  add(files: readonly File[], dir: string, session: StorageSession, existing: ReadonlySet<string> = new Set(), chunkSize = CHUNK_SIZE): void {
    uploadRunner.add(files.map((file) => newUploadItem(file, dir, session, chunkSize, existing)));
  },
  resume: (id: string) => uploadRunner.resume(id),
  restart: (id: string) => uploadRunner.restart(id),
  remove: (id: string) => queueStore.dispatch({ type: 'remove', id }),
  clearFinished: () => queueStore.dispatch({ type: 'clearFinished' }),
  setConfirmer(next: Confirmer | null): void {
    confirmer = next;
  },
  /** Runs after each finished upload (the page refreshes the folder it shows). */
  onUploaded(listener: (item: UploadItem) => void): () => void {
    uploadedListeners.add(listener);
    return () => uploadedListeners.delete(listener);
  },
};
