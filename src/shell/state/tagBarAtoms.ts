import { atom } from 'jotai';
import { emptyTagBar, tagBarReducer, type TagBarAction, type TagBarState } from '../../core/menu';

/** The tag bar of docs/behaviour §2.4, kept for the whole back-stage session (the reducer is pure). */
export const tagBarAtom = atom<TagBarState>(emptyTagBar);

/** Write-only: dispatch a tag-bar action. */
export const dispatchTagBarAtom = atom(null, (get, set, action: TagBarAction) => {
  set(tagBarAtom, tagBarReducer(get(tagBarAtom), action));
});
