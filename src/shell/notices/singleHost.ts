import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * NoticeDialogs is mounted app-wide (so notices reach portal pages too) and may be mounted again
 * by the back-stage shell; only the first mounted instance renders, so the user never sees the
 * same notice twice. When it unmounts, the next one takes over.
 */
const hosts: symbol[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useIsPrimaryHost(): boolean {
  const [id] = useState(() => Symbol('notice-host'));
  useEffect(() => {
    hosts.push(id);
    emit();
    return () => {
      const at = hosts.indexOf(id);
      if (at >= 0) hosts.splice(at, 1);
      emit();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => hosts[0] === id);
}
