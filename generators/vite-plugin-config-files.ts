/**
 * Vite plugin for `--mode real` builds: the schema files the app reads at run time (page configs,
 * entities, endpoint families) are emitted one chunk per file at a path made of the file's name,
 *
 *   <assetsDir>/config/pages/operation-center/customer/customer-info-<hash of every file>.js
 *
 * and src/pageLanguage/configFiles.ts is replaced by a module that imports a file from that path
 * (src/pageLanguage/configUrlFiles.ts). A Vite glob would put every file's name and hashed chunk
 * name into the code that loads them — code every route boots with — so each page added made every
 * route heavier (≈ 30 bytes gzip a page). Here that code is the same size for 10 pages or 1,000;
 * the list of names is a chunk of its own (`virtual:config-files/names`), read by the playground
 * and to tell a missing file from a failed download. The hash changes with any file,
 * so the files may be cached for long like every hashed asset (named `<name>-<hash>` as Vite names
 * them, which the mock server's caching and the README's nginx settings go by).
 *
 * The demo build keeps the glob: its mock backend reads every file at boot, from one chunk.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The sets, by the name configFiles.ts exports them under, and their directory under schemas/. */
export const CONFIG_SETS = [
  { name: 'pageFiles', dir: 'pages' },
  { name: 'entityFiles', dir: 'entities' },
  { name: 'familyFiles', dir: 'families' },
] as const;

const REPLACED = 'src/pageLanguage/configFiles.ts';
const HELPER = 'src/pageLanguage/configUrlFiles.ts';
const RESOLVED = '\0config-files';
const NAMES = 'virtual:config-files/names';

/** The JSON files under `dir`, as names relative to it without `.json`, sorted. */
export function configNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/').slice(0, -'.json'.length))
    .sort();
}

export function configFiles(): Plugin {
  let root = process.cwd();
  let assetsDir = 'assets';
  let sets: { name: string; dir: string; files: string[] }[] = [];
  let hash = '';
  return {
    name: 'hpc-config-files',
    // Before Vite's own resolver, which would otherwise resolve configFiles.ts first.
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.mode === 'real',
    configResolved(config) {
      root = config.root;
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      sets = CONFIG_SETS.map((set) => ({ ...set, files: configNames(resolve(root, 'schemas', set.dir)) }));
      const digest = createHash('sha256');
      for (const set of sets) {
        for (const file of set.files) digest.update(`${set.dir}/${file}\0`).update(readFileSync(resolve(root, 'schemas', set.dir, `${file}.json`)));
      }
      hash = digest.digest('base64url').slice(0, 10);
      for (const set of sets) {
        for (const file of set.files) {
          this.emitFile({ type: 'chunk', id: resolve(root, 'schemas', set.dir, `${file}.json`), fileName: `${assetsDir}/config/${set.dir}/${file}-${hash}.js` });
        }
      }
    },
    async resolveId(source, importer) {
      if (source === NAMES) return `\0${NAMES}`;
      if (!importer || !/configFiles(?:\.ts)?$/.test(source)) return undefined;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === resolve(root, REPLACED) ? RESOLVED : undefined;
    },
    load(id) {
      if (id === `\0${NAMES}`) return sets.map((set) => `export const ${set.name} = ${JSON.stringify(set.files)};`).join('\n');
      if (id !== RESOLVED) return undefined;
      // This module's chunk lies in assetsDir, as config/ does: a path relative to import.meta.url.
      const lines = sets.map((set) => `export const ${set.name} = urlFileSet(here, ${JSON.stringify(`./config/${set.dir}/`)}, ${JSON.stringify(`-${hash}.js`)}, () => names().then((m) => m.${set.name}));`);
      return [
        `import { urlFileSet } from ${JSON.stringify(resolve(root, HELPER))};`,
        'const here = import.meta.url;',
        `const names = () => import(${JSON.stringify(NAMES)});`,
        ...lines,
      ].join('\n');
    },
  };
}
