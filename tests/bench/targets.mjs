/**
 * Issue 37's targets, each printed as met or missed with its figure (or as not measured, which
 * counts as missed): route JS on the real build (routeSizes.mjs), the list page against the plain
 * page in the same run (listBench.mjs) and Lighthouse on the real build served with compression.
 */
import { ROUTES } from './routeSizes.mjs';

const kib = (v) => `${(v / 1024).toFixed(1)} KiB`;

/** Rows of { target, figure, met } from the bench's results (bench-results.json's shape). */
export function targetRows(results) {
  const rows = [];
  for (const [name, route] of Object.entries(ROUTES)) {
    const js = results.routes?.[name]?.jsGzip;
    rows.push({ target: `${name} JS (real build, gzip) ≤ ${kib(route.targetJsGzip)}`, figure: js === undefined ? null : kib(js), met: js === undefined ? null : js <= route.targetJsGzip });
  }
  const list = results.list;
  const ratio = list?.firstRowCold?.ratio;
  rows.push({ target: 'list first row, cold ≤ 1.3× plain (same run)', figure: typeof ratio === 'number' ? `${ratio.toFixed(2)}× (${list.firstRowCold.generatedMs} vs ${list.firstRowCold.plainMs} ms)` : null, met: typeof ratio === 'number' ? ratio <= 1.3 : null });
  const paint = list?.generated?.firstRow?.responseToPaintMs;
  rows.push({ target: 'list response → row painted ≤ 60 ms', figure: typeof paint === 'number' ? `${paint} ms` : null, met: typeof paint === 'number' ? paint <= 60 : null });
  const change = list?.pageChange?.generatedMs;
  rows.push({ target: 'list page change ≤ 25 ms', figure: typeof change === 'number' ? `${change} ms` : null, met: typeof change === 'number' ? change <= 25 : null });
  for (const page of ['portalHome', 'login']) {
    const scores = results.lighthouse?.[page];
    const figure = scores ? `performance ${scores.performance}, accessibility ${scores.accessibility}, SEO ${scores.seo}` : null;
    const met = scores ? scores.performance >= 95 && scores.accessibility === 100 && scores.seo >= 95 : null;
    rows.push({ target: `Lighthouse ${page}: performance ≥ 95, accessibility 100, SEO ≥ 95`, figure, met });
  }
  return rows;
}

export function printTargets(results) {
  console.log('\nissue 37 targets:');
  for (const row of targetRows(results)) {
    const verdict = row.met === null ? 'missed (not measured)' : row.met ? 'met' : 'missed';
    console.log(`  ${verdict.padEnd(22)} ${row.target}${row.figure ? `: ${row.figure}` : ''}`);
  }
}
