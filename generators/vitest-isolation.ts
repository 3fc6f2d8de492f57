import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A test that replaces a module for its file: `vi.mock`, `vi.doMock` or a fresh module registry. */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|resetModules)\(/;

/**
 * A DOM test that puts antd's real sheets into the document (`render(…, { antdStyles: true })`,
 * tests/support/testingLibrary.tsx): the files of a worker share one jsdom document, and jsdom
 * walks every sheet on each style computation, so each later render of the worker would be slower
 * (a 700 KB picture's rich-text test ran out of time after such a file).
 */
const INSERTS_ANTD_SHEETS = /\bantdStyles:\s*true\b/;

/**
 * A test that replaces a global class or function (`Object.assign(globalThis, …)`, e.g. Node's
 * Blob/File for real multipart bytes, tests/integration/storage/nodeBlobs.ts) — itself or through a
 * helper of the tests it imports: in a shared worker the replacement would reach the next file (a
 * rich-text test then handed Node's File to jsdom's FileReader and failed, depending on which files
 * shared its worker).
 */
const REPLACES_GLOBALS = /\bObject\.assign\(globalThis\b|\bglobalThis\.\w+\s*=(?!=)/;
const LOCAL_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names (`./x` → x.ts, x.tsx or x/index.ts), if it exists. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** Whether the file, or a test helper it imports (relative imports, followed), matches `pattern`. */
function reaches(file: string, pattern: RegExp, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (pattern.test(text)) return true;
  for (const [, specifier] of text.matchAll(LOCAL_IMPORT)) {
    const target = specifier ? resolveLocal(file, specifier) : undefined;
    // Test helpers only: the product's own modules never replace a global for a test.
    if (target && /[\\/]tests[\\/]/.test(target) && reaches(target, pattern, seen)) return true;
  }
  return false;
}

function testFiles(dir: string, suffix: string, root: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));
}

const relativeTo = (root: string) => (file: string) => relative(root, file).split('\\').join('/');

function testFilesMatching(dir: string, suffix: string, root: string, pattern: RegExp): string[] {
  return testFiles(dir, suffix, root).filter((file) => pattern.test(readFileSync(file, 'utf8'))).map(relativeTo(root)).sort();
}

/** The test files under `dir` that replace a global, directly or through a test helper they import. */
export function filesReplacingGlobals(dir: string, suffix: string, root = process.cwd()): string[] {
  return testFiles(dir, suffix, root).filter((file) => reaches(file, REPLACES_GLOBALS)).map(relativeTo(root)).sort();
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

/** The test files under `dir` that cannot share a worker: those replacing a module or a global. */
export function filesNeedingIsolation(dir: string, suffix: string, root = process.cwd()): string[] {
  return [...new Set([...filesReplacingModules(dir, suffix, root), ...filesReplacingGlobals(dir, suffix, root)])].sort();
}

/** The DOM test files under `dir` that need a worker of their own: those replacing a module or a global, and those inserting antd's sheets. */
export function domFilesNeedingIsolation(dir: string, suffix: string, root = process.cwd()): string[] {
  const sheets = testFilesMatching(dir, suffix, root, new RegExp(`${REPLACES_MODULES.source}|${INSERTS_ANTD_SHEETS.source}`));
  return [...new Set([...sheets, ...filesReplacingGlobals(dir, suffix, root)])].sort();
}
