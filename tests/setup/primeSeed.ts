import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { inject } from 'vitest';
import { primeSeed, type DbSnapshot } from '../../mocks/store/db';

/** The run's prebuilt seed (tests/setup/seedGlobal.ts), so this file's mock database need not build it. */
const file = inject('seedFile');
if (file) primeSeed(deserialize(readFileSync(file)) as DbSnapshot);
