import { atom } from 'jotai';

/** Open submenu keys of the side menu; breadcrumb segment 1 opens its section here (§2.5). */
export const openMenuKeysAtom = atom<string[]>([]);
/** Whether the side menu is collapsed to icons. */
export const siderCollapsedAtom = atom(false);
