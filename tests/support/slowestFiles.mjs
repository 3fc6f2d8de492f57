/**
 * Seconds per test file from the vitest and Playwright JSON reports, slowest first (printed by
 * tests/run-all.mjs). A vitest file counts from its start to its end; a Playwright file is the
 * sum of its tests' durations (its tests may run in several workers at once).
 */

/** @typedef {{ layer: string, file: string, seconds: number, tests: number }} FileTime */

/** @returns {FileTime[]} */
export function vitestFiles(report, root, relative) {
  return (report?.testResults ?? []).map((file) => ({
    layer: 'vitest',
    file: relative(root, file.name),
    seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
    tests: file.assertionResults?.length ?? 0,
  }));
}

/** @returns {FileTime[]} */
export function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(spec.file ?? suite.file) ?? { layer: 'playwright', file: `tests/e2e/${spec.file ?? suite.file}`, seconds: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
      }
      byFile.set(spec.file ?? suite.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...byFile.values()];
}

/** Both reports' files, slowest first. */
export function slowestFiles({ vitest, playwright, root, relative }) {
  return [...vitestFiles(vitest, root, relative), ...playwrightFiles(playwright)].sort((a, b) => b.seconds - a.seconds);
}
