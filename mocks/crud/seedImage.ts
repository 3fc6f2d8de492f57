/**
 * The `initialImage` seed hint: a small round SVG picture of a field's first character on one of
 * a few colours, as a data URL (no network) — the avatar a user never uploaded, a partner's logo.
 */
export const INITIAL_IMAGE_COLOURS = ['#496ddd', '#E68E39', '#13a8a8', '#7b61ff', '#d4380d'] as const;

export function initialImage(name: string, colour: string): string {
  const initial = Array.from(name)[0] ?? '用';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`
    + `<rect width="96" height="96" rx="48" fill="${colour}"/>`
    + `<text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
