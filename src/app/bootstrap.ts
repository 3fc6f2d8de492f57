import type { ComponentType } from 'react';
import { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../core/config/runtimeConfig';

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
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  if (!config.mock) return { config };
  if (!__MOCKS_BUNDLED__) {
    throw new Error('此构建不包含模拟后端（--mode real），请在 config.json 中将 mock 设为 false');
  }
  const { startMockWorker } = await import('../../mocks/browser');
  const { MockPanel } = await startMockWorker();
  return { config, MockPanel };
}
