import { useEffect, useState } from 'react';

/**
 * Keep-alive tabs keep a page mounted while hidden (src/shell/layout/KeepAlivePanes.tsx); money
 * and message pages must not show what they read before (hand-written modules, and list pages
 * with `reloadOnReturn`). Attach the returned ref to the page's
 * root: when the page comes back on screen after being hidden (its box goes from 0×0 to a
 * size), `reload` runs. Scrolling does not change the box, so it does not reload.
 */
export function useReloadOnReturn(...reloads: (() => void)[]): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let wasHidden = false;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (!box) return;
      if (box.width === 0 && box.height === 0) wasHidden = true;
      else if (wasHidden) {
        wasHidden = false;
        for (const reload of reloads) reload();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
    // The reload functions are stable (useAsyncData's useCallback).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);
  return setElement;
}
