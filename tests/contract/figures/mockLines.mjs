#!/usr/bin/env node
/**
 * Lines of the mock backend by kind, for the closing figures of issue 35 point 4 ("hand-written
 * mock lines down"): per-family hand-written code (handlers and seed files) against the generic
 * parts (the generated CRUD core, the store, the server, storage, sockets, faults).
 *   node tests/contract/figures/mockLines.mjs [<git revision>]   (default: the working tree)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const KINDS = [
  ['hand-written handlers', (f) => f.startsWith('mocks/handlers/')],
  ['hand-written CRUD seed files', (f) => f.startsWith('mocks/crud/seeds/')],
  ['hand-written store seeds', (f) => f.startsWith('mocks/store/seeds/')],
  ['storage service (not CRUD)', (f) => f.startsWith('mocks/storage/')],
  ['generated-CRUD core', (f) => f.startsWith('mocks/crud/')],
  ['store, server, sockets, faults, panel, permissions', () => true],
];
const HAND_WRITTEN = new Set(KINDS.slice(0, 3).map(([name]) => name));

function filesAt(revision) {
  if (!revision) {
    const walk = (dir) => readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
    return walk('mocks').map((path) => [path, readFileSync(path, 'utf8')]);
  }
  const names = execFileSync('git', ['ls-tree', '-r', '--name-only', revision, 'mocks'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return names.map((path) => [path, execFileSync('git', ['show', `${revision}:${path}`], { encoding: 'utf8', maxBuffer: 1 << 26 })]);
}

const revision = process.argv[2];
const totals = new Map(KINDS.map(([name]) => [name, 0]));
for (const [path, text] of filesAt(revision)) {
  if (!/\.(ts|mjs|js|json)$/.test(path) || /\.test\./.test(path)) continue;
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const [name] = KINDS.find(([, test]) => test(path));
  totals.set(name, totals.get(name) + lines);
}
let handWritten = 0;
for (const [name, lines] of totals) {
  console.log(`${String(lines).padStart(6)}  ${name}`);
  if (HAND_WRITTEN.has(name)) handWritten += lines;
}
console.log(`${String(handWritten).padStart(6)}  hand-written per family (the three above marked hand-written)`);
