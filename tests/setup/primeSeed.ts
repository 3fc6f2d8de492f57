import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { inject } from 'vitest';
import { DEFAULT_SEED, hasSeed, primeSeed, type DbSnapshot } from '../../mocks/store/db';

/** The run's prebuilt seed (tests/setup/seedGlobal.ts), so this file's mock database need not build it. */
const file = inject('seedFile');
// Files of a worker that share its modules (vite.config.ts) share the primed seed too: it is read once
// per worker, not once per file (≈ 50–100 ms each).
if (file && !hasSeed(DEFAULT_SEED)) primeSeed(deserialize(readFileSync(file)) as DbSnapshot);
