/**
 * Set-up of the unit project: pure logic needs no mock backend, so none is imported (building
 * msw's handlers and the demo data is most of a file's set-up time). A unit test that reaches
 * the network fails loudly (nothing listens at the test origin); a test that needs the mock
 * backend belongs to tests/integration or tests/contract (the node project).
 */
import { afterEach } from 'vitest';
import runtimeConfigJson from '../../public/config.json';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { queryClient } from '../../src/core/query/queryClient';

setRuntimeConfig(parseRuntimeConfig(runtimeConfigJson));

afterEach(() => {
  queryClient.clear();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
