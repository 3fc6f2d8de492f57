import type { ComponentType } from 'react';
import { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../core/config/runtimeConfig';
import { applyAddressToken, watchAddressToken } from '../core/session/addressToken';
import { resumeSession } from '../core/session/resumeSession';
import type { AppProps } from './App';
import { preloadRoute } from './preloadRoute';

export interface BootResult {
  config: RuntimeConfig;
  /** The app's root component (its own chunk, loaded during boot). */
  App: ComponentType<AppProps>;
  MockPanel?: ComponentType;
}

/**
 * Before the app mounts: read config.json, then start the mock backend only when it says so.
 * The mock module is a dynamic import, so a deployment with mocks off never downloads it;
 * `--mode real` builds drop it from the bundle altogether. Once the backend's code is on its way,
 * the app's code and that of the route in the address load alongside (preloadRoute.ts) — first
 * config.json and the backend, which everything waits for, then the rest — and the route's first
 * data call starts as soon as the backend and the session are there.
 */
export async function bootstrap(): Promise<BootResult> {
  // Spec §2.1 `t` + `p`: the token is stored and the page reloads without them; nothing mounts meanwhile.
  if (applyAddressToken()) return new Promise<never>(() => undefined);
  watchAddressToken();
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  const backend = startBackend(config);
  const app = import('./App');
  const preload = preloadRoute(window.location.hash);
  // Both are awaited below; a failure of either is reported there, once.
  app.catch(() => undefined);
  const { MockPanel } = await backend;
  // Spec §4: a stored token restores the session. A bare token (from `t`) is completed before
  // mounting, so the back stage never renders with a token but no user or permissions.
  await resumeSession();
  preload.startData();
  return { config, MockPanel, App: (await app).App };
}

async function startBackend(config: RuntimeConfig): Promise<{ MockPanel?: ComponentType }> {
  if (!config.mock) return {};
  if (!__MOCKS_BUNDLED__) {
    throw new Error('此构建不包含模拟后端（--mode real），请在 config.json 中将 mock 设为 false');
  }
  const { startMockWorker } = await import('../../mocks/browser');
  return startMockWorker();
}
