import { useCallback, useEffect, useState } from 'react';
import { readableMessageOf } from '../feedback/developerFault';
import { isAbortError } from '../http/HttpError';

export type AsyncData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Loads data for a key (e.g. a page id) and reloads on demand. A response for an old key or an
 * old attempt is ignored (stale responses never overwrite newer ones); aborted calls are silent.
 */
export function useAsyncData<T>(key: string | null, load: () => Promise<T>): { state: AsyncData<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string | null; attempt: number; state: AsyncData<T> }>({
    key,
    attempt,
    state: { status: 'loading' },
  });

  // A new key or attempt starts from "loading" (adjusting state while rendering, not in an effect).
  if (result.key !== key || result.attempt !== attempt) {
    setResult({ key, attempt, state: { status: 'loading' } });
  }

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    load()
      .then((data) => live && setResult({ key, attempt, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (!live || isAbortError(error)) return;
        setResult({ key, attempt, state: { status: 'error', message: readableMessageOf(error) } });
      });
    return () => {
      live = false;
    };
    // `load` is read when the key or attempt changes; callers pass inline functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result.key === key && result.attempt === attempt ? result.state : { status: 'loading' as const };
  return { state: current, reload };
}
