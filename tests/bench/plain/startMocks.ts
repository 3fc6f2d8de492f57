import { setupWorker } from 'msw/browser';
import { mockControl } from '../../../mocks/control';
import { handlers } from '../../../mocks/handlers';
import { indexedHandlers } from '../../../mocks/routing/indexedHandlers';
import { createIdbPersistence } from '../../../mocks/store/persistence';
import { MOCK_WORKER_SCRIPT } from '../../../mocks/workerScript';

/**
 * The app's embedded backend as mocks/browser.ts starts it (same handlers, same IndexedDB
 * store, same worker script), minus the 演示数据 panel: the panel is antd UI that a plain page
 * would otherwise download only to not render it.
 */
export async function startMocks(): Promise<void> {
  mockControl.usePersistence({ db: createIdbPersistence('db'), faults: createIdbPersistence('faults') });
  await mockControl.ready();
  const worker = setupWorker(...indexedHandlers(handlers));
  await worker.start({ serviceWorker: { url: `${import.meta.env.BASE_URL}${MOCK_WORKER_SCRIPT}` }, quiet: true, onUnhandledRequest: 'bypass' });
  Object.assign(window, { __HPC_MOCKS__: mockControl });
}
