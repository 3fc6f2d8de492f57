import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { HttpError, isAbortError } from '../../../core/http/HttpError';
import { readStored } from '../../../core/session/storageKeys';
import { fetchAccounts, fetchRoots, fetchStorageToken, EnvelopeRefusal } from '../api/storageApi';
import type { HpcAccountOption, StorageSession } from '../../../contract/storageTypes';
import { StorageText } from '../model/messages';
import { isRefusal, refusalDetail } from './refusal';

/**
 * What the page needs before it can list anything: the storage token, the roots and the
 * per-user default directory, and on the admin page the HPC account chosen. The "not bound"
 * text sets a flag that the page shows in place of the browser (docs/behaviour §8 "Storage path
 * loading"), instead of a toast; a refusal (403: the role no longer grants the page) shows the
 * refusal panel, not a load error; other failures are toasts beside the error panel.
 */
export type StorageScope = 'user' | 'admin';

export type BootState =
  | { phase: 'loading' }
  | { phase: 'notBound' }
  | { phase: 'forbidden'; message: string }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; session: StorageSession; roots: string[]; defaultPath: string | null };

async function boot(acc: string | null): Promise<BootState> {
  try {
    const xgToken = await fetchStorageToken(acc);
    const session = { xgToken, acc };
    const { roots, defaultPath } = await fetchRoots(session);
    return { phase: 'ready', session, roots, defaultPath };
  } catch (error) {
    if (isAbortError(error)) return { phase: 'loading' };
    if (error instanceof EnvelopeRefusal && error.message === StorageText.notBound) return { phase: 'notBound' };
    if (isRefusal(error)) return { phase: 'forbidden', message: refusalDetail(error) };
    const message = failureMessage(error);
    // The calls are silent; a 401 has its own message and logout (the HTTP client's).
    if (!(error instanceof HttpError && error.status === 401)) notify.error(message);
    return { phase: 'error', message };
  }
}

/** The service's info or the client's catalogue text; never a raw JavaScript message. */
function failureMessage(error: unknown): string {
  if (error instanceof EnvelopeRefusal || error instanceof HttpError) return error.message || STORAGE_LOAD_FAILED;
  console.error('[storage] 存储信息加载失败', error);
  return STORAGE_LOAD_FAILED;
}

const STORAGE_LOAD_FAILED = '存储信息加载失败，请稍后重试';

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
        // A refusal shows in the page (the boot's calls are refused the same way); a 401 has its own message.
        if (!live || isAbortError(error) || isRefusal(error) || (error instanceof HttpError && error.status === 401)) return;
        notify.error(failureMessage(error));
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
