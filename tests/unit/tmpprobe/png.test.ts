import { it } from 'vitest';
import { zlibSync } from 'fflate';
it('png parts', () => {
  const w = 320, h = 180;
  const raw = new Uint8Array((w * 3 + 1) * h);
  let t = performance.now();
  for (let k = 0; k < 12; k++) for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) { const cx = 100, cy = 70; const shade = 0.55 + 0.45 * (1 - y / h); const glow = Math.max(0, 1 - Math.hypot(x - cx, y - cy) / (h * 0.9)); raw.set([73,109,221].map((c) => Math.round(Math.min(255, c * shade + 120 * glow * glow))) as [number,number,number], y*(w*3+1)+1+x*3); }
  console.log('pixels x12', performance.now() - t);
  for (const level of [9, 6, 1] as const) { t = performance.now(); let n = 0; for (let k = 0; k < 12; k++) n = zlibSync(raw, { level }).length; console.log('zlib', level, performance.now() - t, n); }
});
