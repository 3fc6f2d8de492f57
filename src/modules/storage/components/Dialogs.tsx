import type { StorageSession } from '../../../contract/storageTypes';
import { ArchiveDialog } from '../dialogs/ArchiveDialog';
import { ChmodDialog, permToMode } from '../dialogs/ChmodDialog';
import { ExecutionDialog } from '../dialogs/ExecutionDialog';
import { FileViewer } from '../dialogs/FileViewer';
import { ImagePreview } from '../dialogs/ImagePreview';
import { NameDialog } from '../dialogs/NameDialog';
import { PasteDialog } from '../dialogs/PasteDialog';
import { parentPath } from '../model/paths';
import type { useExecution } from '../ops/useExecution';
import type { useFileActions } from '../ops/useFileActions';
import type { DialogState } from '../state/dialogs';

/** Renders the open dialog of docs/behaviour §2.8 and the execution dialog. */
export interface DialogsProps {
  dialog: DialogState | null;
  session: StorageSession;
  roots: readonly string[];
  dir: string;
  /** Names in the folder on screen (a new folder or a rename may not take one). */
  names: ReadonlySet<string>;
  actions: ReturnType<typeof useFileActions>;
  execution: ReturnType<typeof useExecution>;
  onClose(): void;
}

function archiveName(names: string[]): string {
  const first = names[0] ?? '归档';
  return names.length === 1 ? first.replace(/\.tar$/i, '') : `${first.replace(/\.[^.]*$/, '') || '归档'}等${names.length}项`;
}

export function Dialogs({ dialog, session, roots, dir, names, actions, execution, onClose }: DialogsProps) {
  const taken = (name: string) => names.has(name);
  return (
    <>
      {dialog?.kind === 'mkdir' && (
        <NameDialog title="新建文件夹" label="文件夹名称" initial="" dir={dir} taken={taken} onSubmit={actions.submitMkdir} onCancel={onClose} />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog title="重命名" label="新名称" initial={dialog.row.name} dir={parentPath(dialog.row.path)} taken={taken} onSubmit={(name) => actions.submitRename(dialog.row, name)} onCancel={onClose} />
      )}
      {dialog?.kind === 'chmod' && (
        <ChmodDialog
          names={dialog.rows.map((r) => r.name)}
          initial={dialog.rows.length === 1 ? permToMode(dialog.rows[0]?.perm ?? '') : ''}
          onSubmit={(mode) => actions.submitChmod(dialog.rows, mode)}
          onCancel={onClose}
        />
      )}
      {dialog?.kind === 'pack' && (
        <ArchiveDialog
          mode="pack"
          session={session}
          roots={roots}
          names={dialog.rows.map((r) => r.name)}
          defaultName={archiveName(dialog.rows.map((r) => r.name))}
          defaultDir={dir}
          onSubmit={(target) => actions.submitPack(dialog.rows, target)}
          onCancel={onClose}
        />
      )}
      {dialog?.kind === 'unpack' && (
        <ArchiveDialog
          mode="unpack"
          session={session}
          roots={roots}
          names={[dialog.row.name]}
          defaultName=""
          defaultDir={parentPath(dialog.row.path)}
          onSubmit={(target) => actions.submitUnpack(dialog.row, target)}
          onCancel={onClose}
        />
      )}
      {dialog?.kind === 'paste' && <PasteDialog paths={dialog.paths} dir={dir} onSubmit={() => actions.submitPaste(dialog.paths)} onCancel={onClose} />}
      {dialog?.kind === 'view' && <FileViewer session={session} path={dialog.row.path} name={dialog.row.name} onClose={onClose} />}
      {dialog?.kind === 'image' && <ImagePreview session={session} path={dialog.row.path} name={dialog.row.name} onClose={onClose} />}
      <ExecutionDialog state={execution.state} onEnd={execution.end} onRefresh={execution.refresh} onClose={execution.hide} />
    </>
  );
}
