/**
 * Abort of superseded requests: a call made with an `abortKey` cancels the previous
 * in-flight call with the same key (e.g. a list page re-querying while the last query runs).
 */
const inFlight = new Map<string, AbortController>();

export function claimAbortKey(key: string): AbortController {
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  return controller;
}

export function releaseAbortKey(key: string, controller: AbortController): void {
  if (inFlight.get(key) === controller) inFlight.delete(key);
}

/** Cancels every keyed call, e.g. on logout. */
export function abortAllKeyed(): void {
  for (const controller of inFlight.values()) controller.abort();
  inFlight.clear();
}
