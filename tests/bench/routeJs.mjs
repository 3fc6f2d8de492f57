/**
 * JS per route: the script files a browser fetched while opening a route (routeScripts.mjs),
 * summed as gzip -9 sizes of the built files. On the demo build `mockJsGzip` is the part only
 * the embedded mock backend needs: chunks reachable solely through the `mocks/browser.ts`
 * dynamic import, by the build manifest (`vite build --manifest`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MOCK_ENTRY = 'mocks/browser.ts';

/** The mock-only chunks of a build, or null when the build has no manifest. */
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
  const appFiles = new Set([...appReached].map((key) => manifest[key].file));
  return { mockOnly: new Set(Object.values(manifest).map((c) => c.file).filter((file) => file.endsWith('.js') && !appFiles.has(file))) };
}

/**
 * The built chunk holding a page config (e.g. "customer-info"): the page's own chunk (real
 * builds), else the chunk that bundles the configs (demo builds group them for the mock backend).
 */
export function configChunk(dir, pageName) {
  const names = readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js'));
  const read = (name) => readFileSync(join(dir, 'assets', name), 'utf8');
  const pattern = new RegExp(`^${pageName}-[\\w-]+\\.js$`);
  const own = names.find((name) => pattern.test(name) && read(name).includes('permissionPrefix'));
  if (own) return `assets/${own}`;
  const quoted = [`"${pageName}"`, `'${pageName}'`, `\`${pageName}\``];
  const holder = names.find((name) => {
    const text = read(name);
    // JSON modules are bundled as one variable per key, so the value need not follow its key.
    return text.includes('permissionPrefix') && quoted.some((q) => text.includes(q));
  });
  return holder ? `assets/${holder}` : null;
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
  return {
    jsGzip: sum(files),
    mockJsGzip: graph ? sum(files.filter((f) => graph.mockOnly.has(f))) : null,
    files: files.map((file) => ({ file, gzip: gzipSize(join(dir, file)), mock: graph?.mockOnly.has(file) ?? null })).sort((a, b) => b.gzip - a.gzip),
  };
}
