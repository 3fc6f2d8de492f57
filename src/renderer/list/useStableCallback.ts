import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and that runs the latest `fn` — for handlers passed to
 * memoised parts (rows, filter bar, pagination), which then need not re-render when the page
 * does. Only for event handlers and effects: during render it would still see the last commit.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
