import type { FileNode, GeneratedSpec, Owner } from './nodes';

/**
 * The formula behind a generated directory: entry i is `step_00000i.<ext>` with a size and an
 * mtime derived from (seed, i). Nothing is stored per entry, so 100,000 entries cost nothing
 * until listed, and the same seed gives the same directory in every browser.
 */
const EXTENSIONS = ['.out', '.log', '.dat', '.h5'] as const;
const NAME_PATTERN = /^step_(\d{6})\.(out|log|dat|h5)$/;
/** Entries are ~47 s apart, newest first, so the default time sort keeps generation order. */
const STEP_MS = 47_000;

/** xorshift-style integer hash, stable across engines. */
export function hash32(seed: number, i: number): number {
  let x = (seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b) >>> 0;
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}

export function generatedName(i: number): string {
  return `step_${String(i + 1).padStart(6, '0')}${EXTENSIONS[i % EXTENSIONS.length]}`;
}

/** Index of a generated name in a directory of `count` entries, or -1. */
export function generatedIndex(name: string, count: number): number {
  const match = NAME_PATTERN.exec(name);
  if (!match) return -1;
  const i = Number(match[1]) - 1;
  if (i < 0 || i >= count || generatedName(i) !== name) return -1;
  return i;
}

export function generatedFile(spec: GeneratedSpec, i: number, owner: Owner): FileNode {
  const h = hash32(spec.seed, i);
  // Mostly small outputs with the odd large one, like a real run directory.
  const size = h % 10 === 0 ? 1_048_576 + (h % 7_340_032) : h % 65_536;
  return {
    kind: 'file',
    name: generatedName(i),
    mode: 0o644,
    uid: owner.uid,
    gid: owner.gid,
    mtime: spec.newest - i * STEP_MS,
    size,
    content: { gen: h },
  };
}
