import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { isAbortError } from '../../../core/http/HttpError';
import { readStored } from '../../../core/session/storageKeys';
import { fetchAccounts, fetchRoots, fetchStorageToken, StorageFailure } from '../api/storageApi';
import type { HpcAccountOption, StorageSession } from '../api/types';
import { StorageText } from '../model/messages';

/**
 * What the page needs before it can list anything: the storage token, the roots and the
 * per-user default directory, and on the admin page the HPC account chosen. The "not bound"
 * text sets a flag that the page shows in place of the browser (spec §8 "Storage path
 * loading"), instead of a toast; other failures are toasts.
 */
export type StorageScope = 'user' | 'admin';

export type BootState =
  | { phase: 'loading' }
  | { phase: 'notBound' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; session: StorageSession; roots: string[]; defaultPath: string | null };

async function boot(acc: string | null): Promise<BootState> {
  try {
    const xgToken = await fetchStorageToken(acc);
    const session = { xgToken, acc };
    const { roots, defaultPath } = await fetchRoots(session);
    return { phase: 'ready', session, roots, defaultPath };
  } catch (error) {
    if (error instanceof StorageFailure && error.info === StorageText.notBound) return { phase: 'notBound' };
    if (error instanceof StorageFailure) notify.error(error.info);
    if (isAbortError(error)) return { phase: 'loading' };
    return { phase: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export function useStorageBoot(scope: StorageScope) {
  const [state, setState] = useState<BootState>({ phase: 'loading' });
  const [accounts, setAccounts] = useState<HpcAccountOption[]>([]);
  // Admin page: the account whose storage is shown; the user's own (stored acc) at first.
  const [acc, setAcc] = useState<string | null>(scope === 'admin' ? readStored('acc') : null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (scope !== 'admin') return;
    let live = true;
    fetchAccounts()
      .then((list) => {
        if (!live) return;
        setAccounts(list);
        setAcc((current) => (current && list.some((a) => a.acc === current) ? current : list[0]?.acc ?? null));
      })
      .catch((error: unknown) => {
        if (live && error instanceof StorageFailure) notify.error(error.info);
      });
    return () => {
      live = false;
    };
  }, [scope]);

  useEffect(() => {
    let live = true;
    void boot(scope === 'admin' ? acc : null).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [scope, acc, attempt]);

  const chooseAccount = useCallback((next: string) => {
    setState({ phase: 'loading' });
    setAcc(next);
  }, []);
  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, accounts, acc, chooseAccount, retry };
}
