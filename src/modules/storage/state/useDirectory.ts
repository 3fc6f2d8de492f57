import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { isAbortError } from '../../../core/http/HttpError';
import { fetchDirectory, StorageFailure } from '../api/storageApi';
import type { StorageSession } from '../api/types';
import { toRows, type FileRow } from '../model/rows';

/**
 * The folder on screen: its path and rows. Opening a folder that fails keeps the previous one
 * on screen and shows the service's message; a newer request supersedes an older one.
 */
export interface DirectoryState {
  path: string | null;
  rows: FileRow[];
  loading: boolean;
  showHidden: boolean;
  /** Bumped on every successful load, so views can tell a refresh from a navigation. */
  version: number;
}

export function useDirectory(session: StorageSession, initialPath: string | null) {
  const [state, setState] = useState<DirectoryState>({ path: null, rows: [], loading: initialPath !== null, showHidden: false, version: 0 });
  const latest = useRef(0);
  const started = useRef(false);

  const load = useCallback(async (path: string, showHidden: boolean): Promise<boolean> => {
    latest.current += 1;
    const ticket = latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const entries = await fetchDirectory(session, path, showHidden);
      if (ticket !== latest.current) return false;
      setState((s) => ({ path, rows: toRows(entries), loading: false, showHidden, version: s.version + 1 }));
      return true;
    } catch (error) {
      if (ticket !== latest.current || isAbortError(error)) return false;
      if (error instanceof StorageFailure) notify.error(error.info);
      setState((s) => ({ ...s, loading: false }));
      return false;
    }
  }, [session]);

  // The first folder loads once; a later change of `initialPath` means a new page instance.
  useEffect(() => {
    if (started.current || initialPath === null) return;
    started.current = true;
    void load(initialPath, false);
  }, [initialPath, load]);

  const open = useCallback((path: string) => load(path, state.showHidden), [load, state.showHidden]);
  const refresh = useCallback(() => (state.path === null ? Promise.resolve(false) : load(state.path, state.showHidden)), [load, state.path, state.showHidden]);
  const setShowHidden = useCallback((show: boolean) => (state.path === null ? Promise.resolve(false) : load(state.path, show)), [load, state.path]);
  const showRoots = useCallback(() => {
    latest.current += 1;
    setState((s) => ({ ...s, path: null, rows: [], loading: false }));
  }, []);

  return { ...state, open, refresh, setShowHidden, showRoots };
}
