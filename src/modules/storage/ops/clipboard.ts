import { atom } from 'jotai';

/**
 * The file clipboard (docs/behaviour §4 "copy stores the selected paths"). Global, so a copy survives a
 * visit to another page; tied to the HPC account the paths belong to.
 */
export interface FileClipboard {
  acc: string | null;
  paths: string[];
}

export const clipboardAtom = atom<FileClipboard>({ acc: null, paths: [] });

/** Paths pasteable on the account `acc`; another account's copy is not. */
export function pasteable(clipboard: FileClipboard, acc: string | null): string[] {
  return clipboard.acc === acc ? clipboard.paths : [];
}
