import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { domFilesNeedingIsolation, filesNeedingIsolation, filesReplacingGlobals, filesReplacingModules } from '../../../generators/vitest-isolation';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The test files under `dir` (ending in `suffix`, repository-relative) whose text matches `pattern`. */
function testFilesImporting(dir: string, suffix: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')));
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'vitest-isolation-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** `vi.` written apart, so this file's own text does not read as replacing a module. */
const VI = 'vi.';

describe('filesReplacingModules', () => {
  it('finds the test files that mock a module or reset the registry, in nested folders', () => {
    const root = tree({
      'tests/unit/a.test.ts': `${VI}mock('idb-keyval', () => ({}));`,
      'tests/unit/deep/b.test.ts': `await import("x"); ${VI}resetModules();`,
      'tests/unit/deep/c.test.ts': `${VI}doMock('y', () => ({}));`,
      'tests/unit/plain.test.ts': `${VI}fn(); ${VI}stubGlobal('x', 1); // a mocked helper is no mock: ${VI}mocked(f)`,
      'tests/unit/d.test.tsx': `${VI}mock('z');`,
      'tests/unit/helper.ts': `${VI}mock('w');`,
    });
    expect(filesReplacingModules('tests/unit', '.test.ts', root)).toEqual(['tests/unit/a.test.ts', 'tests/unit/deep/b.test.ts', 'tests/unit/deep/c.test.ts']);
  });

  it('finds the repository’s own: the files the vitest config runs isolated', () => {
    expect(filesReplacingModules('tests/unit', '.test.ts')).toEqual(expect.arrayContaining(['tests/unit/app/preloadRoute.test.ts', 'tests/unit/mocks/idbEarlyRead.test.ts']));
    expect(filesReplacingModules('tests/integration', '.test.ts')).toContain('tests/integration/mocks/persistence.test.ts');
  });
});

describe('domFilesNeedingIsolation', () => {
  it('adds the DOM files that put antd’s sheets into the shared document', () => {
    const root = tree({
      'tests/integration/a.test.tsx': `render(<X />, { antdStyles: true });`,
      'tests/integration/b.test.tsx': `${VI}mock('y');`,
      'tests/integration/plain.test.tsx': `render(<X />); // antdStyles: false is the default`,
    });
    expect(domFilesNeedingIsolation('tests/integration', '.test.tsx', root)).toEqual(['tests/integration/a.test.tsx', 'tests/integration/b.test.tsx']);
    expect(filesReplacingModules('tests/integration', '.test.tsx', root)).toEqual(['tests/integration/b.test.tsx']);
  });

  it('finds the repository’s own: the theme dialog (antd’s look) and the module-mocking files', () => {
    expect(domFilesNeedingIsolation('tests/integration', '.test.tsx')).toEqual(
      expect.arrayContaining(['tests/integration/theme/themeDialog.test.tsx', 'tests/integration/shell/backstage.test.tsx']),
    );
  });
});

describe('files replacing a global', () => {
  it('finds a test that replaces one itself or through a test helper it imports, not one importing the product', () => {
    const root = tree({
      'tests/integration/blobs.ts': 'Object.assign(globalThis, { Blob: NodeBlob });',
      'tests/integration/render.tsx': "import './blobs';\nexport const render = 1;",
      'tests/integration/direct.test.ts': 'globalThis.fetch = fake;',
      'tests/integration/helper.test.tsx': "import { render } from './render';",
      'tests/integration/nested/deep.test.tsx': "import '../blobs';",
      'tests/integration/plain.test.tsx': "import { x } from './plain-helper';\nif (globalThis.fetch === undefined) throw 1;",
      'tests/integration/plain-helper.ts': 'export const x = 1;',
    });
    expect(filesReplacingGlobals('tests/integration', '.test.tsx', root)).toEqual(['tests/integration/helper.test.tsx', 'tests/integration/nested/deep.test.tsx']);
    expect(filesNeedingIsolation('tests/integration', '.test.ts', root)).toEqual(['tests/integration/direct.test.ts']);
    expect(domFilesNeedingIsolation('tests/integration', '.test.tsx', root)).toEqual(['tests/integration/helper.test.tsx', 'tests/integration/nested/deep.test.tsx']);
  });

  it('finds the repository’s own: none — the tests using Node’s Blob and File swap them in for their own tests only, so they share workers', () => {
    // Each such file calls withNodeBlobs() (tests/integration/storage/nodeBlobs.ts): vi.stubGlobal before
    // its tests, the originals back after them (checked in tests/integration/storage/nodeBlobs.test.ts).
    const users = ['.test.ts', '.test.tsx'].flatMap((suffix) => testFilesImporting('tests/integration', suffix, /storage\/nodeBlobs'|'\.\/nodeBlobs'/));
    expect(users).toEqual(expect.arrayContaining(['tests/integration/storage/mockOps.test.ts', 'tests/integration/renderer/fileUpload.test.ts', 'tests/integration/storage/browser.test.tsx']));
    for (const file of users) expect(readFileSync(file, 'utf8'), file).toMatch(/^\s*withNodeBlobs\(\);$/m);
    expect(filesNeedingIsolation('tests/integration', '.test.ts')).not.toContain('tests/integration/storage/mockOps.test.ts');
    expect(domFilesNeedingIsolation('tests/integration', '.test.tsx')).not.toContain('tests/integration/renderer/formWidgets.test.tsx');
    expect(domFilesNeedingIsolation('tests/integration', '.test.tsx')).not.toContain('tests/integration/renderer/formFieldKinds.test.tsx');
  });
});
