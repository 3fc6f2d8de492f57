/**
 * JS per route: the script files a browser fetched while opening a route (from the page's
 * resource timing), summed as gzip -9 sizes of the built files. On the demo build the sum is
 * split: `mockJsGzip` is what only the embedded mock backend needs (chunks reachable solely
 * through the `mocks/browser.ts` dynamic import), and `realJsGzip` is what a mocks-off
 * deployment fetches for the same route — the entry plus the lazy chunks the app itself asked
 * for, with their static imports — derived from the build manifest (`vite build --manifest`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MOCK_ENTRY = 'mocks/browser.ts';

/** The build's chunk graph without the mock backend, or null when the build has no manifest. */
export function chunkGraph(dir) {
  const path = join(dir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const appReached = new Set();
  const visit = (key) => {
    if (key === MOCK_ENTRY || appReached.has(key) || !manifest[key]) return;
    appReached.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  entries.forEach(visit);
  const lazyTargets = new Set([...appReached].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => key !== MOCK_ENTRY));
  const fileToKey = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const appFiles = new Set([...appReached].map((key) => manifest[key].file));
  const mockOnly = new Set(Object.values(manifest).map((c) => c.file).filter((file) => file.endsWith('.js') && !appFiles.has(file)));
  /** Entry + the fetched lazy chunks the app imports, closed over static imports. */
  const realFiles = (fetched) => {
    const seeds = [...entries, ...fetched.map((file) => fileToKey.get(file)).filter((key) => lazyTargets.has(key))];
    const closed = new Set();
    const close = (key) => {
      if (key === MOCK_ENTRY || closed.has(key) || !manifest[key]) return;
      closed.add(key);
      (manifest[key].imports ?? []).forEach(close);
    };
    seeds.forEach(close);
    return [...closed].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  };
  return { mockOnly, realFiles };
}

/** The built chunk holding a page config (e.g. "customer-info"), found by name and content. */
export function configChunk(dir, pageName) {
  const pattern = new RegExp(`^${pageName}-[\\w-]+\\.js$`);
  const file = readdirSync(join(dir, 'assets')).find(
    (name) => pattern.test(name) && readFileSync(join(dir, 'assets', name), 'utf8').includes('permissionPrefix'),
  );
  return file ? `assets/${file}` : null;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Sizes of the fetched scripts (URL paths as the page saw them) against the build in `dir`. */
export function routeJs(dir, paths, graph) {
  const files = [...new Set(paths.map((p) => p.replace(/^.*?\/?(assets\/[^/]+\.js)$/, '$1')))].filter((f) => f.startsWith('assets/'));
  const sum = (list) => list.reduce((total, file) => total + gzipSize(join(dir, file)), 0);
  const real = graph ? graph.realFiles(files) : null;
  return {
    jsGzip: sum(files),
    mockJsGzip: graph ? sum(files.filter((f) => graph.mockOnly.has(f))) : null,
    realJsGzip: real ? sum(real) : null,
    /** Should stay empty: a chunk the derivation says the route needs but the browser never fetched. */
    realNotFetched: real ? real.filter((f) => !files.includes(f)) : null,
    files: files.map((file) => ({ file, gzip: gzipSize(join(dir, file)), mock: graph?.mockOnly.has(file) ?? null, real: real?.includes(file) ?? null }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}
