import { atom, getDefaultStore } from 'jotai';

/**
 * The global loading overlay (docs/behaviour §4 "Loading overlay"): a counter of calls in flight that
 * asked for it, so overlapping calls keep it up until the last one ends.
 */
export const loadingCountAtom = atom(0);
export const loadingVisibleAtom = atom((get) => get(loadingCountAtom) > 0);

export const LOADING_TEXT = '正在加载中，请稍等…';

const store = getDefaultStore();

export function beginLoading(): () => void {
  store.set(loadingCountAtom, (count) => count + 1);
  let ended = false;
  return () => {
    if (ended) return; // idempotent: an abort and a settle must not both decrement
    ended = true;
    store.set(loadingCountAtom, (count) => Math.max(0, count - 1));
  };
}

export function isLoadingVisible(): boolean {
  return store.get(loadingVisibleAtom);
}
