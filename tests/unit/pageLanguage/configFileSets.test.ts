/**
 * The two ways the app reads its schema files (src/pageLanguage/configFiles.ts): over a Vite glob
 * (dev server, tests, demo build) and, in a `--mode real` build, from paths made of the file names
 * (configUrlFiles.ts, emitted by generators/vite-plugin-config-files.ts). Both answer the same:
 * the file, null for a name with no file, every name; a failed download is thrown (重试 fetches it again).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configNames } from '../../../generators/vite-plugin-config-files';
import { cacheControlFor, IMMUTABLE } from '../../../mocks/server/httpCaching';
import { globFileSet } from '../../../src/pageLanguage/configFileSet';
import { pageFiles } from '../../../src/pageLanguage/configFiles';
import { urlFileSet } from '../../../src/pageLanguage/configUrlFiles';

describe('globFileSet', () => {
  const set = globFileSet<{ id: string }>({
    'schemas/pages/a.json': () => Promise.resolve({ default: { id: 'a' } }),
    'schemas/pages/group/b.json': () => Promise.resolve({ default: { id: 'b' } }),
  }, 'schemas/pages/');

  it('loads a file by name, null for a name without one (an inherited key included)', async () => {
    expect(await set.load('group/b')).toEqual({ id: 'b' });
    expect(await set.load('missing')).toBeNull();
    expect(await set.load('constructor')).toBeNull();
    expect(await set.names()).toEqual(['a', 'group/b']);
  });

  it('is what the app reads the shipped pages through', async () => {
    expect(await pageFiles.names()).toContain('operation-center/customer/customer-info');
    expect(await pageFiles.load('operation-center/customer/customer-info')).toMatchObject({ kind: 'list' });
  });
});

describe('urlFileSet (a real build)', () => {
  let dir = '';
  let names: string[] = [];
  let namesAsked = 0;
  const listNames = () => {
    namesAsked += 1;
    return Promise.resolve(names);
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'config-files-'));
    mkdirSync(join(dir, 'cfg', 'pages', 'group'), { recursive: true });
    writeFileSync(join(dir, 'cfg', 'pages', 'group', 'b-h4sh.js'), 'export default { id: "b" };\n');
    writeFileSync(join(dir, 'loader.js'), '');
    names = ['group/b', 'gone'];
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports <dir><name><suffix> beside the asking module, without reading the list of names', async () => {
    const set = urlFileSet<{ id: string }>(pathToFileURL(join(dir, 'loader.js')).href, './cfg/pages/', '-h4sh.js', listNames);
    namesAsked = 0;
    expect(await set.load('group/b')).toEqual({ id: 'b' });
    expect(namesAsked).toBe(0);
  });

  it('answers null for a name that is not a file, and refuses names that would leave the directory', async () => {
    const set = urlFileSet<{ id: string }>(pathToFileURL(join(dir, 'loader.js')).href, './cfg/pages/', '-h4sh.js', listNames);
    expect(await set.load('missing')).toBeNull();
    namesAsked = 0;
    expect(await set.load('../loader')).toBeNull();
    expect(await set.load('group/../../loader')).toBeNull();
    expect(namesAsked).toBe(0);
  });

  it('throws when a listed file fails to download, so that 重试 can fetch it again', async () => {
    const set = urlFileSet<{ id: string }>(pathToFileURL(join(dir, 'loader.js')).href, './cfg/pages/', '-h4sh.js', listNames);
    await expect(set.load('gone')).rejects.toThrow();
  });
});

describe('configNames (what the build emits)', () => {
  it('lists every JSON file under a directory by its relative name, sorted', () => {
    const names = configNames(join(process.cwd(), 'schemas', 'pages'));
    expect(names).toContain('operation-center/customer/customer-info');
    expect(names).toEqual([...names].sort());
    expect(names.every((name) => !name.endsWith('.json') && !name.startsWith('/'))).toBe(true);
  });

  it('names them as Vite names hashed files, so a host keeps them as long (README "Serving the build")', () => {
    for (const file of ['assets/config/families/oauth-Ab_c-12345.js', 'assets/config/pages/operation-center/customer/customer-info-Ab_c-12345.js']) {
      expect(cacheControlFor(file), file).toBe(IMMUTABLE);
    }
  });
});
