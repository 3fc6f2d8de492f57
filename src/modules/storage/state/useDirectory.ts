import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../core/http/HttpError';
import { fetchDirectory } from '../api/storageApi';
import type { StorageSession } from '../../../contract/storageTypes';
import { toRows, type FileRow } from '../model/rows';
import { listingFailureMessage } from './listingFailure';
import { isRefusal, refusalDetail } from './refusal';

/**
 * The folder on screen: its path and rows. A listing that fails (the service's refusal, an HTTP
 * error, a timeout, a reply of another shape) keeps the folder the user was in and records the
 * failure, which the browser shows as an error panel with 重试 (for the folder asked for); a
 * newer request supersedes an older one.
 */
export interface ListingFailure {
  /** The folder whose listing failed (重试 asks for it again). */
  path: string;
  showHidden: boolean;
  message: string;
  /** A 403: the browser says 拒绝访问, not 目录加载失败. */
  refused: boolean;
}

export interface DirectoryState {
  path: string | null;
  rows: FileRow[];
  loading: boolean;
  showHidden: boolean;
  /** Bumped on every successful load, so views can tell a refresh from a navigation. */
  version: number;
  failure: ListingFailure | null;
}

export function useDirectory(session: StorageSession, initialPath: string | null) {
  const [state, setState] = useState<DirectoryState>({ path: null, rows: [], loading: initialPath !== null, showHidden: false, version: 0, failure: null });
  const latest = useRef(0);
  const started = useRef(false);

  const load = useCallback(async (path: string, showHidden: boolean): Promise<boolean> => {
    latest.current += 1;
    const ticket = latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      // Marked here, not in the state updater: the rows are checked entries (fetchDirectory).
      const rows = toRows(await fetchDirectory(session, path, showHidden));
      if (ticket !== latest.current) return false;
      setState((s) => ({ path, rows, loading: false, showHidden, version: s.version + 1, failure: null }));
      return true;
    } catch (error) {
      if (ticket !== latest.current || isAbortError(error)) return false;
      const refused = isRefusal(error);
      const failure = { path, showHidden, refused, message: refused ? refusalDetail(error) : listingFailureMessage(error) };
      setState((s) => ({ ...s, loading: false, failure }));
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
    setState((s) => ({ ...s, path: null, rows: [], loading: false, failure: null }));
  }, []);
  const { failure } = state;
  const retry = useCallback(() => (failure ? load(failure.path, failure.showHidden) : Promise.resolve(false)), [load, failure]);

  return { ...state, open, refresh, setShowHidden, showRoots, retry };
}
