import { useModalApi } from '../../../core/feedback/modalApi';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useAtom, useAtomValue } from '../../../adapters/atomHooks';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { StorageSession } from '../../../contract/storageTypes';
import { rootOf } from '../model/paths';
import type { FileRow } from '../model/rows';
import { clipboardAtom, pasteable } from '../ops/clipboard';
import { useExecution } from '../ops/useExecution';
import { useFileActions } from '../ops/useFileActions';
import type { DialogState } from '../state/dialogs';
import { LISTING_FAILED_TITLE } from '../state/listingFailure';
import { STORAGE_REFUSED_TITLE } from '../state/refusal';
import { useDirectory } from '../state/useDirectory';
import { useTableView } from '../state/useTableView';
import { askOverwrite, uploadItemsAtom, uploadQueue } from '../upload/uploadQueue';
import { ContextMenu, type EmptyAction, type MenuState, type RowAction } from './ContextMenu';
import { Dialogs } from './Dialogs';
import { FileTable } from './FileTable';
import { PathBar } from './PathBar';
import { RecordsPanel } from './RecordsPanel';
import { RootList } from './StorageStates';
import { Toolbar } from './Toolbar';
import { UploadPanel } from './UploadPanel';

/** The file browser of one HPC account (docs/behaviour §2.8): path bar, toolbar, table, menus, dialogs, panels. */
export interface StorageBrowserProps {
  session: StorageSession;
  roots: readonly string[];
  /** The per-user default directory; null starts at the list of roots. */
  initialPath: string | null;
}

const inField = (target: EventTarget) => (target as HTMLElement).closest('input, textarea, [contenteditable="true"]') !== null;

export function StorageBrowser({ session, roots, initialPath }: StorageBrowserProps) {
  const modal = useModalApi();
  const dir = useDirectory(session, initialPath);
  const view = useTableView(dir.path, dir.version, dir.rows);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [menu, setMenu] = useState<(MenuState & { row?: FileRow }) | null>(null);
  const [panel, setPanel] = useState<'uploads' | 'records' | null>(null);
  const [clipboardState, setClipboardState] = useAtom(clipboardAtom);
  const uploads = useAtomValue(uploadItemsAtom);
  const execution = useExecution(session.xgToken);
  const clipboard = pasteable(clipboardState, session.acc);
  const setClipboard = useCallback((paths: string[]) => setClipboardState({ acc: session.acc, paths }), [setClipboardState, session.acc]);
  const path = dir.path ?? '';
  // Stable, so dialogs that load on open (image preview) do not reload on every re-render.
  const closeDialog = useCallback(() => setDialog(null), []);
  const actions = useFileActions({ session, dir: path, refresh: dir.refresh, setDialog, execution, clipboard, setClipboard });
  const { refresh } = dir;
  // Names already in the folder on screen: a new folder or a rename may not take one.
  const names = useMemo(() => new Set(dir.rows.map((row) => row.name)), [dir.rows]);
  // Files listed here: an upload of one of these names asks 文件已存在,是否覆盖? before it sends
  // anything (a folder or link of the name cannot be overwritten; the server refuses it).
  const fileNames = useMemo(() => new Set(dir.rows.filter((row) => !row.isDir).map((row) => row.name)), [dir.rows]);

  // Uploads: the overwrite question goes through this page's themed modal; a finished upload
  // into the folder on screen refreshes it.
  useEffect(() => {
    uploadQueue.setConfirmer((item) => askOverwrite(modal.confirm, item));
    return () => uploadQueue.setConfirmer(null);
  }, [modal]);
  useEffect(() => uploadQueue.onUploaded((item) => {
    if (item.dir === path) void refresh();
  }), [path, refresh]);

  // A failed listing stays inside the browser: the folder the user was in, why, and 重试.
  if (dir.failure) {
    const { failure } = dir;
    const here = dir.path ?? failure.path;
    return (
      <div className="storage-browser">
        <PathBar path={here} roots={roots} onOpen={(p) => void dir.open(p)} onShowRoots={dir.showRoots} />
        <ErrorPanel
          title={failure.refused ? STORAGE_REFUSED_TITLE : LISTING_FAILED_TITLE}
          detail={failure.path === here ? failure.message : `无法打开 ${failure.path}：${failure.message}`}
          onRetry={() => void dir.retry()}
        />
      </div>
    );
  }
  if (dir.path === null) return <RootList roots={roots} onOpen={(p) => void dir.open(p)} />;

  const selected = view.selectedRows;
  const upload = (files: File[]) => {
    uploadQueue.add(files, path, session, fileNames);
    setPanel('uploads');
  };
  const openRow = (row: FileRow | undefined) => {
    if (!row) return;
    if (row.isDir) void dir.open(row.path);
    else actions.view(row);
  };
  const rowAction = (action: RowAction) => {
    const row = menu?.row;
    const rows = selected.length > 0 ? selected : row ? [row] : [];
    const handlers: Record<RowAction, () => void> = {
      download: () => void actions.download(rows),
      view: () => actions.view(row),
      mkdir: actions.mkdir,
      rename: () => actions.rename(row),
      chmod: () => actions.chmod(rows),
      pack: () => actions.pack(rows),
      unpack: () => actions.unpack(row),
      copy: () => actions.copy(rows),
      delete: () => actions.remove(rows),
      chown: () => actions.restoreOwner(rows),
    };
    handlers[action]();
  };
  const emptyAction = (action: EmptyAction) => (action === 'mkdir' ? actions.mkdir() : actions.paste());

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (inField(event.target)) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const handled = (() => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') view.move(event.key === 'ArrowDown' ? 1 : -1, event.shiftKey);
      else if (event.key === 'PageDown' || event.key === 'PageUp') view.move(event.key === 'PageDown' ? view.pageSize : -view.pageSize, event.shiftKey);
      else if (event.key === 'Home' || event.key === 'End') view.move(event.key === 'End' ? Number.MAX_SAFE_INTEGER : -Number.MAX_SAFE_INTEGER, event.shiftKey);
      else if (event.key === 'Enter') openRow(view.cursorRow ?? (selected.length === 1 ? selected[0] : undefined));
      else if (event.key === 'Delete') actions.remove(selected);
      else if (event.key === 'F2') actions.rename(view.cursorRow ?? selected[0]);
      else if (event.key === 'Backspace' && path !== rootOf(path, roots)) void dir.open(path.slice(0, path.lastIndexOf('/')) || '/');
      else if (event.key === 'Escape') view.clearSelection();
      else if (ctrl && key === 'c') actions.copy(selected);
      else if (ctrl && key === 'v') actions.paste();
      else if (ctrl && key === 'a') view.selectAll();
      else return false;
      return true;
    })();
    if (handled) event.preventDefault();
  };

  return (
    <div className="storage-browser">
      <PathBar path={path} roots={roots} onOpen={(p) => void dir.open(p)} onShowRoots={dir.showRoots} />
      <Toolbar
        key={path}
        selectedCount={selected.length}
        clipboardSize={clipboard.length}
        uploadCount={uploads.filter((u) => u.status === 'wait' || u.status === 'padding').length}
        showHidden={dir.showHidden}
        filter={view.filter}
        onUpload={upload}
        onMkdir={actions.mkdir}
        onDownload={() => void actions.download(selected)}
        onCopy={() => actions.copy(selected)}
        onPaste={actions.paste}
        onDelete={() => actions.remove(selected)}
        onRefresh={() => void dir.refresh()}
        onShowHidden={(show) => void dir.setShowHidden(show)}
        onFilter={view.setFilter}
        onRecords={() => setPanel('records')}
        onUploads={() => setPanel('uploads')}
      />
      <FileTable
        rows={view.pageRows}
        loading={dir.loading}
        total={view.total}
        page={view.page}
        pageSize={view.pageSize}
        sort={view.sort}
        selectedKeys={view.selection.keys}
        cursorKey={view.selection.cursor}
        onPage={view.setPage}
        onSort={view.setSort}
        onRowClick={view.click}
        onSelectKeys={view.setKeys}
        onOpen={openRow}
        onRowMenu={(row, x, y) => {
          if (!view.selection.keys.has(row.path)) view.selectOnly(row.path);
          setMenu({ kind: 'row', x, y, row });
        }}
        onEmptyMenu={(x, y) => setMenu({ kind: 'empty', x, y })}
        onKey={onKey}
        onDropFiles={upload}
      />
      <ContextMenu menu={menu} clipboardSize={clipboard.length} onRowAction={rowAction} onEmptyAction={emptyAction} onClose={() => setMenu(null)} />
      <Dialogs dialog={dialog} session={session} roots={roots} dir={path} names={names} actions={actions} execution={execution} onClose={closeDialog} />
      <UploadPanel open={panel === 'uploads'} onClose={() => setPanel(null)} />
      <RecordsPanel session={session} open={panel === 'records'} onClose={() => setPanel(null)} />
    </div>
  );
}
