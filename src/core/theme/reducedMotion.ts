import { useSyncExternalStore } from 'react';

/**
 * Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`, WCAG
 * 2.3.3): antd's dialogs, drawers and dropdowns then open and close without animating, and the
 * console's own transitions stop (src/styles/global.css). Follows a change of the setting live.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export const prefersReducedMotion = (): boolean => mediaQuery()?.matches ?? false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
