/**
 * The service worker script the mock backend registers (public/mockApiWorker.js: msw's worker
 * behind a filter that lets everything but the mocked API go to the network directly). The
 * app's backend (mocks/browser.ts) and the list bench's plain page start the same one.
 */
export const MOCK_WORKER_SCRIPT = 'mockApiWorker.js';

/** The scripts a build without mocks (--mode real) must not ship. */
export const MOCK_WORKER_FILES = [MOCK_WORKER_SCRIPT, 'mockServiceWorker.js'] as const;
