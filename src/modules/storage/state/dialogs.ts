import type { FileRow } from '../model/rows';

/** Which dialog of docs/behaviour §2.8 is open (one at a time; the execution dialog is separate). */
export type DialogState =
  | { kind: 'mkdir' }
  | { kind: 'rename'; row: FileRow }
  | { kind: 'chmod'; rows: FileRow[] }
  | { kind: 'pack'; rows: FileRow[] }
  | { kind: 'unpack'; row: FileRow }
  | { kind: 'paste'; paths: string[] }
  | { kind: 'view'; row: FileRow }
  | { kind: 'image'; row: FileRow };
