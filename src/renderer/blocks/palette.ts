/** Backgrounds for slides and cards without a picture: deep blues and teals that carry white text. */
const BANDS = [
  'linear-gradient(115deg, #0a1a4f 0%, #1d3f9e 55%, #3a6fd8 100%)',
  'linear-gradient(115deg, #0b3b4f 0%, #0f6b7a 55%, #1e9e8f 100%)',
  'linear-gradient(115deg, #25124f 0%, #4a2b9e 55%, #6f56d8 100%)',
  'linear-gradient(115deg, #3d1a0a 0%, #8a3a12 55%, #c0601d 100%)',
] as const;

export function bandFor(index: number): string {
  return BANDS[((index % BANDS.length) + BANDS.length) % BANDS.length]!;
}

const TILES = ['#2f54c8', '#0f7b6c', '#6240c8', '#9a4310', '#0e6ba8', '#8a3c8f'] as const;

/** A solid tile colour for a name (app icons, logo cards), stable per name. */
export function tileFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TILES[hash % TILES.length]!;
}
