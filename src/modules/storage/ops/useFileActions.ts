import { useModalApi } from '../../../core/feedback/modalApi';
import { useCallback } from 'react';
import { notify } from '../../../core/feedback/notify';
// The app's one saveBlob (also used by list export and file fields).
import { saveBlob } from '../../../renderer/files/saveBlob';
import { downloadFile, startOperation, EnvelopeRefusal, type OperationInput } from '../api/storageApi';
import { OpType, type StorageSession } from '../../../contract/storageTypes';
import { StorageText } from '../model/messages';
import { baseName, isPreviewableImage, isUnpackable, joinPath, parentPath } from '../model/paths';
import type { FileRow } from '../model/rows';
import type { DialogState } from '../state/dialogs';
import type { ProgressFrame } from './progressStream';
import type { useExecution } from './useExecution';

/**
 * What the menus, toolbar and keys do (docs/behaviour §2.8, §4 File operations, §5 Files). Create,
 * rename and permission show 操作成功 when the service accepts them; the others open 执行详情
 * and follow the task. A refusal (code ≠ 200) closes every dialog and shows the service's
 * info as a warning. The list refreshes after each change.
 */
export interface ActionContext {
  session: StorageSession;
  dir: string;
  refresh(): Promise<unknown>;
  setDialog(dialog: DialogState | null): void;
  execution: ReturnType<typeof useExecution>;
  clipboard: string[];
  setClipboard(paths: string[]): void;
}

export function useFileActions(ctx: ActionContext) {
  const modal = useModalApi();
  const { session, dir, refresh, setDialog, execution, clipboard, setClipboard } = ctx;

  const closeAll = useCallback(() => {
    setDialog(null);
    execution.hide();
  }, [setDialog, execution]);

  const refused = useCallback((error: unknown): false => {
    if (error instanceof EnvelopeRefusal) {
      closeAll();
      notify.warning(error.message);
    }
    return false; // HTTP-level errors were already shown by the client; the dialog stays
  }, [closeAll]);

  const quick = useCallback(async (input: OperationInput): Promise<boolean> => {
    try {
      await startOperation(session, input);
      setDialog(null);
      notify.success(StorageText.operationSucceeded);
      void refresh();
      return true;
    } catch (error) {
      return refused(error);
    }
  }, [session, setDialog, refresh, refused]);

  const task = useCallback(async (input: OperationInput, title: string, onSuccess?: () => void): Promise<boolean> => {
    try {
      const id = await startOperation(session, input);
      setDialog(null);
      execution.start(id, title, (frame: ProgressFrame) => {
        void refresh();
        if (frame.code === 200) onSuccess?.();
        else notify.warning(frame.message);
      });
      return true;
    } catch (error) {
      return refused(error);
    }
  }, [session, setDialog, execution, refresh, refused]);

  const download = useCallback(async (rows: FileRow[]) => {
    if (rows.length === 0) return notify.warning(StorageText.selectToDownload);
    if (rows.some((row) => row.isDir)) return notify.warning(StorageText.folderDownload);
    for (const row of rows) {
      try {
        saveBlob(await downloadFile(session, row.path), row.name);
      } catch {
        return; // the client showed the reason (docs/behaviour §8: download errors are warnings)
      }
    }
  }, [session]);

  const view = useCallback((row: FileRow | undefined) => {
    if (!row) return;
    if (row.isDir) return notify.warning(StorageText.folderView);
    setDialog(isPreviewableImage(row.name) ? { kind: 'image', row } : { kind: 'view', row });
  }, [setDialog]);

  const unpack = useCallback((row: FileRow | undefined) => {
    if (!row) return;
    if (row.isDir || !isUnpackable(row.name)) return notify.warning(StorageText.unpackFormats);
    setDialog({ kind: 'unpack', row });
  }, [setDialog]);

  const copy = useCallback((rows: FileRow[]) => {
    if (rows.length === 0) return notify.warning('请选择要复制的文件');
    setClipboard(rows.map((row) => row.path));
    notify.success(`已复制 ${rows.length} 项，可到目标文件夹粘贴`);
  }, [setClipboard]);

  const paste = useCallback(() => {
    if (clipboard.length === 0) return notify.warning(StorageText.nothingToPaste);
    setDialog({ kind: 'paste', paths: clipboard });
  }, [clipboard, setDialog]);

  const remove = useCallback((rows: FileRow[]) => {
    if (rows.length === 0) return notify.warning('请选择要删除的文件');
    modal.confirm({
      title: StorageText.confirmTitle,
      content: StorageText.confirmDelete,
      okText: StorageText.confirmOk,
      cancelText: StorageText.confirmCancel,
      okButtonProps: { danger: true },
      onOk: () => task({ type: OpType.delete, target: rows.map((row) => row.path) }, `删除 ${rows.length} 项`),
    });
  }, [modal, task]);

  const restoreOwner = useCallback((rows: FileRow[]) => {
    if (rows.length === 0) return;
    modal.confirm({
      title: '恢复属主',
      content: `确定将所选 ${rows.length} 项（含子目录）的属主恢复为当前 HPC 账号吗？`,
      okText: StorageText.confirmOk,
      cancelText: StorageText.confirmCancel,
      onOk: () => task({ type: OpType.restoreOwner, target: rows.map((row) => row.path) }, '恢复属主'),
    });
  }, [modal, task]);

  return {
    download, view, unpack, copy, paste, remove, restoreOwner,
    mkdir: () => setDialog({ kind: 'mkdir' }),
    rename: (row: FileRow | undefined) => row && setDialog({ kind: 'rename', row }),
    chmod: (rows: FileRow[]) => rows.length > 0 && setDialog({ kind: 'chmod', rows }),
    pack: (rows: FileRow[]) => rows.length > 0 && setDialog({ kind: 'pack', rows }),
    submitMkdir: (name: string) => quick({ type: OpType.mkdir, target: [joinPath(dir, name)] }),
    submitRename: (row: FileRow, name: string) => quick({ type: OpType.rename, from: [row.path], target: [joinPath(parentPath(row.path), name)] }),
    submitChmod: (rows: FileRow[], mode: string) => quick({ type: OpType.chmod, target: rows.map((row) => row.path), mod: mode }),
    submitPack: (rows: FileRow[], target: string) => task({ type: OpType.pack, from: rows.map((row) => row.path), target: [target] }, `打包到 ${baseName(target)}`),
    submitUnpack: (row: FileRow, target: string) => task({ type: OpType.unpack, from: [row.path], target: [target] }, `解压 ${row.name}`),
    submitPaste: (paths: string[]) => task({ type: OpType.copy, from: paths, target: [dir] }, `粘贴 ${paths.length} 项`, () => setClipboard([])),
  };
}
