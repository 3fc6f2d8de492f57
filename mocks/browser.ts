import { lazy, type ComponentType } from 'react';
import { setupWorker } from 'msw/browser';
import { mockControl, type MockControl } from './control';
import { mockedPath } from './faults/registry';
import { handlers } from './handlers';
import { indexedHandlers } from './routing/indexedHandlers';
import { createIdbPersistence } from './store/persistence';
import { createSplitIdbPersistence } from './store/splitPersistence';
import { MOCK_SEED_FILE, primeSeedFromAsset } from './store/seedAsset';
import { MOCK_STATE_KEYS } from './store/idbState';
import { MOCK_WORKER_SCRIPT } from './workerScript';
import { handleMockWorkerUpdateFailures } from './workerUpdate';

/**
 * `window.__HPC_MOCKS__`: the mock backend's control handle, for the browser console and
 * Playwright. Not a `declare global` here because tests/e2e/support.ts already declares the
 * property with its own (narrower) type and two declarations must agree; this type is the full one.
 */
export interface HpcMocksGlobal {
  __HPC_MOCKS__?: MockControl;
}

/**
 * Starts the embedded mock backend in the browser: restores the persisted demo data and faults
 * from IndexedDB, then registers the msw service worker. Loaded only when config.json has
 * mock: true (src/app/bootstrap.ts).
 */
export async function startMockWorker(options: { onDataReset?: () => void } = {}): Promise<{ MockPanel: ComponentType }> {
  // The panel (antd UI) is its own chunk, fetched when the app first draws it (after the page's
  // first paint): as a static import its antd modules had to arrive before this module could
  // run, and fetched at start they downloaded while the backend seeded, slowing both.
  const MockPanel = lazy(() => import('./panel/MockPanel').then((m) => ({ default: m.MockPanel })));
  mockControl.usePersistence({
    db: createSplitIdbPersistence(MOCK_STATE_KEYS.db),
    faults: createIdbPersistence(MOCK_STATE_KEYS.faults),
  });
  // The build's seed file spares the browser generating the seed (seconds) on a first visit and on
  // a reset; the database reads it only then, not on a load that restores saved state.
  mockControl.db.useSeedSource(() => primeSeedFromAsset(`${import.meta.env.BASE_URL}${MOCK_SEED_FILE}`));
  await mockControl.ready();
  if (options.onDataReset) mockControl.onReset(options.onDataReset);
  const worker = setupWorker(...indexedHandlers(handlers));
  handleMockWorkerUpdateFailures(window, MOCK_WORKER_SCRIPT);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}${MOCK_WORKER_SCRIPT}` },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Vite assets, fonts and pages pass through silently; an unmocked API call is worth a warning.
      if (mockedPath(new URL(request.url).pathname) !== null) print.warning();
    },
  });
  const exposed: HpcMocksGlobal = { __HPC_MOCKS__: mockControl };
  Object.assign(window, exposed);
  // Mutating handlers already wait for their write; this catches anything still debounced.
  window.addEventListener('pagehide', () => void mockControl.flush());
  return { MockPanel };
}
