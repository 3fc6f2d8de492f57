/**
 * Set-up of every vitest file, node or DOM: the run's prebuilt mock seed, the demo's runtime
 * config, and the mock backend (msw/node) answering every request — a request with no handler
 * fails the test — back at its seed after each test.
 */
import './primeSeed';
import { afterAll, afterEach, beforeAll } from 'vitest';
import runtimeConfigJson from '../../public/config.json';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { server } from '../../mocks/node';
import { mockControl } from '../../mocks/control';
import { queryClient } from '../../src/core/query/queryClient';

// Tests run against the same runtime config the demo ships with.
setRuntimeConfig(parseRuntimeConfig(runtimeConfigJson));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Server state cached by one test is not another's (the mock data goes back to its seed too).
  queryClient.clear();
  server.resetHandlers();
  await mockControl.reset();
  // Files that opt into a DOM (`@vitest-environment jsdom`) under the node project have storage too.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
