/**
 * Loads a TypeScript entry written for Vite into plain Node: the mock server
 * (mocks/server/main.mjs) and the OpenAPI generator (generators/gen-openapi.mjs). Their sources
 * use import.meta.glob over schemas/ and the `virtual:form-validators` modules of the project's
 * plugin, so the entry is bundled by Vite with the project config's form-validator plugin
 * (vite.config.ts; the app's other plugins — React, antd styles — do nothing for the mocks and
 * cost seconds). npm packages stay external.
 *
 * The bundle is cached under node_modules/.cache/hpc-mock-server/<name>/ with the list of the
 * source files that went into it and a hash of their contents (plus everything under mocks/ and
 * schemas/, so a file a glob would now pick up counts too): an unchanged tree starts from the
 * cache, a changed one is bundled again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadConfigFromFile } from 'vite';

const BUNDLE = 'bundle.mjs';
const MANIFEST = 'manifest.json';
/** Always part of the key: globbed directories, and what the bundler and packages are. */
const WATCHED_TREES = ['mocks', 'schemas'];
const WATCHED_FILES = ['package-lock.json', 'vite.config.ts', 'generators/loadBundle.mjs'];
const KEPT_PLUGINS = new Set(['hpc-form-validators']);

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Hash of the files a bundle depends on (paths relative to root, sorted). */
export function sourceKey(root, modules) {
  const files = new Set(modules);
  for (const tree of WATCHED_TREES) for (const file of listFiles(join(root, tree))) files.add(relative(root, file));
  for (const file of WATCHED_FILES) files.add(file);
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    const path = join(root, file);
    hash.update(file).update('\0');
    hash.update(existsSync(path) && statSync(path).isFile() ? readFileSync(path) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

async function projectPlugins(root) {
  // Vite's note about its future native config loader concerns vite.config.ts, not this server.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'development' }, resolve(root, 'vite.config.ts'), root, 'silent');
  const plugins = (loaded?.config.plugins ?? []).flat(Infinity).filter((plugin) => plugin && KEPT_PLUGINS.has(plugin.name));
  return { plugins, define: loaded?.config.define ?? {} };
}

/**
 * Imports `entry` (a path relative to root) bundled; `name` names its cache directory.
 * Returns the module, whether it came from the cache, and the cache directory (emptied whenever
 * the bundle is rebuilt, so files kept there go stale with it).
 */
export async function loadBundle(root, entry, name) {
  const outDir = join(root, 'node_modules', '.cache', 'hpc-mock-server', name);
  const manifestPath = join(outDir, MANIFEST);
  const bundlePath = join(outDir, BUNDLE);
  if (existsSync(manifestPath) && existsSync(bundlePath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.entry === entry && manifest.key === sourceKey(root, manifest.modules)) {
      return { module: await import(pathToFileURL(bundlePath).href), cached: true, cacheDir: outDir };
    }
  }
  const { plugins, define } = await projectPlugins(root);
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'development',
    plugins,
    define,
    publicDir: false,
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: BUNDLE }, checks: { pluginTimings: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  const modules = (chunk?.moduleIds ?? [])
    .filter((id) => isAbsolute(id) && !id.includes('node_modules') && !id.includes('\0'))
    .map((id) => relative(root, id.split('?')[0]))
    .filter((file) => !file.startsWith('..'));
  writeFileSync(manifestPath, `${JSON.stringify({ entry, key: sourceKey(root, modules), modules }, null, 1)}\n`);
  // A fresh URL: a bundle imported earlier in this process is not the one just written.
  return { module: await import(`${pathToFileURL(bundlePath).href}?v=${Date.now()}`), cached: false, cacheDir: outDir };
}
