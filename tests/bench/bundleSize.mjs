/**
 * Bundle figures of a built app: the initial JS (index.html's entry script and its
 * modulepreloads) raw and gzip, plus every chunk, so a change's cost is a number.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

export function measureBuild(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const initial = new Set();
  for (const match of html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)) initial.add(match[1]);
  const chunks = readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const buffer = readFileSync(join(dir, 'assets', name));
      return { name: `assets/${name}`, bytes: statSync(join(dir, 'assets', name)).size, gzip: gz(buffer) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const initialChunks = chunks.filter((c) => initial.has(c.name));
  const sum = (list, key) => list.reduce((total, c) => total + c[key], 0);
  const initialJs = initialChunks.filter((c) => c.name.endsWith('.js'));
  return {
    initialJsBytes: sum(initialJs, 'bytes'),
    initialJsGzip: sum(initialJs, 'gzip'),
    initialCssGzip: sum(initialChunks.filter((c) => c.name.endsWith('.css')), 'gzip'),
    totalJsGzip: sum(chunks.filter((c) => c.name.endsWith('.js')), 'gzip'),
    chunks,
  };
}
