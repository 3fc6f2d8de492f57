import type { ComponentType } from 'react';
import { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../core/config/runtimeConfig';
import { applyAddressToken, watchAddressToken } from '../core/session/addressToken';
import { resumeSession } from '../core/session/resumeSession';

export interface BootResult {
  config: RuntimeConfig;
  MockPanel?: ComponentType;
}

/**
 * Before the app mounts: read config.json, then start the mock backend only when it says so.
 * The mock module is a dynamic import, so a deployment with mocks off never downloads it;
 * `--mode real` builds drop it from the bundle altogether.
 */
export async function bootstrap(): Promise<BootResult> {
  // Spec §2.1 `t` + `p`: the token is stored and the page reloads without them; nothing mounts meanwhile.
  if (applyAddressToken()) return new Promise<never>(() => undefined);
  watchAddressToken();
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  const result = await startBackend(config);
  // Spec §4: a stored token restores the session. A bare token (from `t`) is completed before
  // mounting, so the back stage never renders with a token but no user or permissions.
  await resumeSession();
  return result;
}

async function startBackend(config: RuntimeConfig): Promise<BootResult> {
  if (!config.mock) return { config };
  if (!__MOCKS_BUNDLED__) {
    throw new Error('此构建不包含模拟后端（--mode real），请在 config.json 中将 mock 设为 false');
  }
  const { startMockWorker } = await import('../../mocks/browser');
  const { MockPanel } = await startMockWorker();
  return { config, MockPanel };
}
