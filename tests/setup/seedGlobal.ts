/**
 * Vitest global setup: the mock database's seed is built once per run and written to a file that
 * every test file reads (tests/setup/primeSeed.ts) — building it costs seconds (generated
 * pictures, the storage trees), reading it milliseconds.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import type { TestProject } from 'vitest/node';
import { buildSeed, DEFAULT_SEED } from '../../mocks/store/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A v8-serialized DbSnapshot of the default seed. */
    seedFile: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-seed-'));
  const file = join(dir, `seed-${DEFAULT_SEED}.bin`);
  writeFileSync(file, serialize(buildSeed(DEFAULT_SEED)));
  project.provide('seedFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
