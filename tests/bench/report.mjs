/** The bench's printed tables (the same figures go to bench-results.json). */
const ms = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : '—');
const kib = (v) => (typeof v === 'number' ? `${(v / 1024).toFixed(1)} KiB` : '—');
const times = (v) => (typeof v === 'number' ? `${v.toFixed(2)}×` : '—');
const verdict = (ok) => (ok === null ? '' : ok ? 'ok' : 'MISSED');
const row = (cells, widths) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');

export function printList(list, machine) {
  const g = list.generated;
  const p = list.plain;
  const w = [44, 11, 11, 8, 10, 7];
  console.log(`\nlist page (Chromium; ${list.records.toLocaleString('en')} customers, page size ${list.pageSize}; median of ${list.runs} interleaved runs; same rows: ${list.sameRows ? 'yes' : 'NO'})`);
  console.log(`machine: ${machine.cpus} CPUs, load average ${machine.loadBefore.toFixed(1)} before, ${machine.loadAfter.toFixed(1)} after`);
  console.log(row(['', 'generated', 'plain', 'ratio', 'target', ''], w));
  const cold = list.firstRowCold;
  console.log(row(['first row, cold load (nav → row painted)', ms(cold.generatedMs), ms(cold.plainMs), times(cold.ratio), `≤ ${cold.targetRatio}×`, verdict(cold.ratio === null ? null : cold.ratio <= cold.targetRatio)], w));
  console.log(row(['  nav → list request sent', ms(g.firstRow.listRequestStartMs), ms(p.firstRow.listRequestStartMs), '', '', ''], w));
  console.log(row(['  list request (msw, same handler)', ms(g.firstRow.listRequestMs), ms(p.firstRow.listRequestMs), '', '', ''], w));
  console.log(row(['  response → row painted', ms(g.firstRow.responseToPaintMs), ms(p.firstRow.responseToPaintMs), '', '', ''], w));
  const change = list.pageChange;
  console.log(row(['page change, settled (next → row painted)', ms(change.generatedMs), ms(change.plainMs), times(change.ratio), `≤ ${change.targetMs} ms`, verdict(change.generatedMs === null ? null : change.generatedMs <= change.targetMs)], w));
  const share = (side) => `${side.pageChange.withoutCall ?? 0}/${side.pageChange.samples.length}`;
  console.log(row(['  shown without a call (read ahead)', share(g), share(p), '', '', ''], w));
  console.log(row(['  when a call: click → list request sent', ms(g.pageChange.requestStartMs), ms(p.pageChange.requestStartMs), '', '', ''], w));
  console.log(row(['  list request', ms(g.pageChange.requestMs), ms(p.pageChange.requestMs), '', '', ''], w));
  console.log(row(['  response → row painted', ms(g.pageChange.responseToPaintMs), ms(p.pageChange.responseToPaintMs), '', '', ''], w));
  const early = list.pageChangeRightAfterFirstRow;
  if (early) {
    console.log(row(['  the same, right after the first row', ms(early.generatedMs), ms(early.plainMs), times(early.ratio), '', ''], w));
    console.log(row(['  settled after the first row in', ms(g.settleMs), ms(p.settleMs), '', '', ''], w));
  }
  const v = list.virtualScroll;
  console.log(row([`virtual, scroll to bottom (${list.virtualRows} rows)`, ms(v.generatedMs), ms(v.plainMs), times(v.ratio), '—', ''], w));
  const r = list.routeJs;
  console.log(`route JS: gzip -9 of the scripts the browser fetched opening the route (target for a list route ≤ ${kib(r.targetGzip)}):`);
  const w2 = [10, 14, 20, 16, 7];
  console.log(row(['', 'demo build', 'of it mock backend', '--mode real', ''], w2));
  for (const name of ['login', 'list', 'storage']) {
    const { demo, real } = r[name];
    const check = name === 'list' && real ? verdict(real.jsGzip <= r.targetGzip) : '';
    console.log(row([`  ${name}`, kib(demo?.jsGzip), kib(demo?.mockJsGzip), kib(real?.jsGzip), check], w2));
  }
}

export function printLint(lint) {
  console.log(`\nlint:schemas (node generators/lint-schemas.mjs), median of ${lint.samples.length}: ${ms(lint.medianMs)}  [${lint.samples.map(ms).join(', ')}]${lint.failures ? `  (${lint.failures} run(s) exited non-zero)` : ''}`);
}
