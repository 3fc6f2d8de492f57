import { describe, expect, it, vi } from 'vitest';
import { handleMockWorkerUpdateFailures, isMockWorkerUpdateFailure } from '../../../mocks/workerUpdate';
import { MOCK_WORKER_SCRIPT } from '../../../mocks/workerScript';

const UPDATE_FAILURE = `Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script ('http://127.0.0.1:4173/${MOCK_WORKER_SCRIPT}'): Not found`;

/** An `unhandledrejection` event as the browser dispatches it (cancelable, with its reason). */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('the mock worker’s failed update check (msw starts it without awaiting)', () => {
  it('recognises only an update failure of the mock worker script', () => {
    expect(isMockWorkerUpdateFailure(new DOMException(UPDATE_FAILURE, 'NotFoundError'), MOCK_WORKER_SCRIPT)).toBe(true);
    expect(isMockWorkerUpdateFailure(new TypeError(UPDATE_FAILURE), MOCK_WORKER_SCRIPT)).toBe(true);
    expect(isMockWorkerUpdateFailure(UPDATE_FAILURE.replace(MOCK_WORKER_SCRIPT, 'sw.js'), MOCK_WORKER_SCRIPT)).toBe(false);
    expect(isMockWorkerUpdateFailure(new Error(UPDATE_FAILURE.replace('update', 'register')), MOCK_WORKER_SCRIPT)).toBe(false);
    expect(isMockWorkerUpdateFailure(new Error('请求失败'), MOCK_WORKER_SCRIPT)).toBe(false);
    expect(isMockWorkerUpdateFailure(undefined, MOCK_WORKER_SCRIPT)).toBe(false);
  });

  it('handles that rejection with a warning and leaves every other one uncaught; the undo stops it', () => {
    const target = new EventTarget();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const undo = handleMockWorkerUpdateFailures(target, MOCK_WORKER_SCRIPT);

    const ours = rejection(new DOMException(UPDATE_FAILURE, 'NotFoundError'));
    target.dispatchEvent(ours);
    expect(ours.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Not found'));

    const other = rejection(new Error('Cannot read properties of undefined'));
    target.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);

    undo();
    const afterUndo = rejection(new DOMException(UPDATE_FAILURE, 'NotFoundError'));
    target.dispatchEvent(afterUndo);
    expect(afterUndo.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
