import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { indexedHandlers } from './routing/indexedHandlers';

/** The mock backend for vitest (msw/node); state lives in memory and is reset after each test. */
export const server = setupServer(...indexedHandlers(handlers));
