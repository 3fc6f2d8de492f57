/**
 * The mock backend's first, tiny entry: starts reading its stored state from IndexedDB
 * (store/idbState.ts). src/app/earlyBoot.ts loads it — and the backend itself, mocks/browser.ts
 * — by dynamic import only, as soon as config.json turns mocks on: the read runs while the
 * backend's much larger code downloads, and a config with mocks off requests neither.
 */
import { MOCK_STATE_KEYS, readMockStateEarly } from './store/idbState';

export function startEarlyRead(): void {
  readMockStateEarly(Object.values(MOCK_STATE_KEYS));
}
