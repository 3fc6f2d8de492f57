import { useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reading jotai atoms through React's useSyncExternalStore. jotai's own useAtomValue subscribes
 * in an effect and then dispatches a check, and a reducer dispatch always re-runs the component:
 * on a cold load of a list that re-ran some twenty shell and page components right after the
 * first commit, before the first frame had settled. useSyncExternalStore checks the value
 * without rendering, and re-renders only when it changed. For synchronous atoms (all of the
 * app's): an async atom's promise is not unwrapped here.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}

/** useAtomValue and jotai's setter, as jotai's useAtom returns them. */
export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}

/** jotai's own setter and store hooks, re-exported so every React use of jotai goes through here. */
export { useSetAtom, useStore };
