/**
 * The first code the entry runs (main.tsx imports it before anything else): it asks for
 * config.json, and then for the mock backend's code when config.json turns mocks on, while the
 * rest of the entry (React, the client, the menu) is still being evaluated. bootstrap.ts awaits
 * both. The mock backend is on the critical path of every first call of a demo build: asked for
 * here, its download starts about a hundred milliseconds sooner on a cold load. A config with
 * mocks off still never requests it. The app reaches the mock backend only through these two
 * dynamic imports (eslint refuses a static import of mocks/ in src/).
 */
import { loadRuntimeConfig, type RuntimeConfig } from '../core/config/runtimeConfig';

export const configRequest: Promise<RuntimeConfig> = loadRuntimeConfig();

export const mockBackendRequest: Promise<typeof import('../../mocks/browser') | null> = configRequest.then((config) => (config.mock ? loadMockBackend() : null));

// Awaited by bootstrap, which reports a failure once.
configRequest.catch(() => undefined);
mockBackendRequest.catch(() => undefined);

function loadMockBackend(): Promise<typeof import('../../mocks/browser')> {
  if (!__MOCKS_BUNDLED__) {
    return Promise.reject(new Error('此构建不包含模拟后端（--mode real），请在 config.json 中将 mock 设为 false'));
  }
  // The backend's stored state is read while its code downloads (mocks/earlyRead.ts, a tiny chunk).
  import('../../mocks/earlyRead').then((early) => early.startEarlyRead(), () => undefined);
  return import('../../mocks/browser');
}
