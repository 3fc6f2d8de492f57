import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A test that replaces a module for its file: `vi.mock`, `vi.doMock` or a fresh module registry. */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|resetModules)\(/;

/**
 * The test files under `dir` (ending in `suffix`) that replace a module. The vitest projects whose
 * files share loaded modules (no isolation, vite.config.ts) run these in an isolated project
 * instead: a replaced module would otherwise reach the next file of the worker. Found by reading
 * the files, so a new test that mocks a module is isolated without anyone listing it.
 */
export function filesReplacingModules(dir: string, suffix: string, root = process.cwd()): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
}
