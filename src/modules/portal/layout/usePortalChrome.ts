import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../../core/http/HttpError';
import { fetchPortalInfo, fetchPortalMenus } from '../api/portalApi';
import type { PortalInfo, PortalMenuItem } from '../model/portalTypes';

export interface PortalChrome {
  info: PortalInfo | null;
  menus: PortalMenuItem[];
  /** Set while neither call has answered yet. */
  loading: boolean;
  infoError: string | null;
  menuError: string | null;
  reload: () => void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Portal info and menu list for the code in effect, fetched side by side each time the portal
 * frame mounts or the code changes, so what the back stage saved shows on the next visit.
 */
export function usePortalChrome(code: string): PortalChrome {
  const [attempt, setAttempt] = useState(0);
  const key = `${code}|${attempt}`;
  const [state, setState] = useState<Omit<PortalChrome, 'reload' | 'loading'> & { for: string | null }>({
    for: null, info: null, menus: [], infoError: null, menuError: null,
  });

  useEffect(() => {
    let live = true;
    const info = fetchPortalInfo(code);
    const menus = fetchPortalMenus(code);
    void Promise.allSettled([info, menus]).then(([i, m]) => {
      if (!live) return;
      setState({
        for: key,
        info: i.status === 'fulfilled' ? i.value : null,
        menus: m.status === 'fulfilled' ? m.value : [],
        infoError: i.status === 'rejected' && !isAbortError(i.reason) ? message(i.reason) : null,
        menuError: m.status === 'rejected' && !isAbortError(m.reason) ? message(m.reason) : null,
      });
    });
    return () => {
      live = false;
    };
  }, [code, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // The last answer stays on screen while a new one loads (the header does not flash empty).
  return { info: state.info, menus: state.menus, infoError: state.infoError, menuError: state.menuError, loading: state.for !== key, reload };
}
