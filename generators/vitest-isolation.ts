import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A test that replaces a module for its file: `vi.mock`, `vi.doMock` or a fresh module registry. */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|resetModules)\(/;

/**
 * A DOM test that puts antd's real sheets into the document (`render(…, { antdStyles: true })`,
 * tests/support/testingLibrary.tsx): the files of a worker share one jsdom document, and jsdom
 * walks every sheet on each style computation, so each later render of the worker would be slower
 * (a 700 KB picture's rich-text test ran out of time after such a file).
 */
const INSERTS_ANTD_SHEETS = /\bantdStyles:\s*true\b/;

function testFilesMatching(dir: string, suffix: string, root: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
}

/**
 * The test files under `dir` (ending in `suffix`) that replace a module. The vitest projects whose
 * files share loaded modules (no isolation, vite.config.ts) run these in an isolated project
 * instead: a replaced module would otherwise reach the next file of the worker. Found by reading
 * the files, so a new test that mocks a module is isolated without anyone listing it.
 */
export function filesReplacingModules(dir: string, suffix: string, root = process.cwd()): string[] {
  return testFilesMatching(dir, suffix, root, REPLACES_MODULES);
}

/** The DOM test files under `dir` that need a worker of their own: those replacing a module, and those inserting antd's sheets. */
export function domFilesNeedingIsolation(dir: string, suffix: string, root = process.cwd()): string[] {
  return testFilesMatching(dir, suffix, root, new RegExp(`${REPLACES_MODULES.source}|${INSERTS_ANTD_SHEETS.source}`));
}
