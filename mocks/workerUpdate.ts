/**
 * msw's `worker.start()` finds the already-registered worker and calls `registration.update()`
 * without awaiting it (mswjs/msw#2006). When that update check fails — Chromium answers "Not
 * found" when a navigation replaces the document while the check is in flight — the rejection is
 * nobody's and surfaces as an uncaught error, although the installed worker goes on answering.
 * This module handles exactly that rejection (our mock worker's script, an update) and leaves
 * every other one alone.
 */

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' ? reason : '';
}

/** Whether an unhandled rejection is the failed update check of the mock backend's worker script. */
export function isMockWorkerUpdateFailure(reason: unknown, scriptUrl: string): boolean {
  const message = messageOf(reason);
  return message.startsWith('Failed to update a ServiceWorker') && message.includes(scriptUrl);
}

/** Handles the mock worker's failed update checks on `target` (a window); returns the undo. */
export function handleMockWorkerUpdateFailures(target: EventTarget, scriptUrl: string): () => void {
  const onRejection = (event: Event) => {
    if (!('reason' in event)) return;
    if (!isMockWorkerUpdateFailure(event.reason, scriptUrl)) return;
    event.preventDefault();
    console.warn(`模拟后端的 service worker 更新检查未完成，继续使用已安装的版本：${messageOf(event.reason)}`);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
