import { afterAll, afterEach, beforeAll } from 'vitest';
import './browserApis';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import runtimeConfigJson from '../../public/config.json';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { server } from '../../mocks/node';
import { mockControl } from '../../mocks/control';

// Lazy chunks (shell, login, dialogs) import cold in jsdom; on a busy 2-core machine that can
// take more than the 1 s default. Waiting longer changes no assertion, only patience.
configure({ asyncUtilTimeout: 5000 });

// Tests run against the same runtime config the demo ships with.
setRuntimeConfig(parseRuntimeConfig(runtimeConfigJson));

// A request with no handler is a bug in the test or the mocks: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await mockControl.reset();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
