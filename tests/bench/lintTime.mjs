/** Wall time of `node generators/lint-schemas.mjs` (every schema: pages, entities, menu, config), median of n runs. */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export function measureLint(runs = 3) {
  const samples = [];
  let failures = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const child = spawnSync(process.execPath, ['generators/lint-schemas.mjs'], { stdio: 'pipe' });
    samples.push(Number((performance.now() - start).toFixed(1)));
    if (child.status !== 0) failures += 1;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)], samples, failures };
}
