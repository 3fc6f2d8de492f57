import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFiles, slowestFiles, vitestFiles } from '../../support/slowestFiles.mjs';

const vitest = {
  testResults: [
    { name: '/repo/tests/unit/a.test.ts', startTime: 1000, endTime: 3500, assertionResults: [{}, {}] },
    { name: '/repo/tests/unit/b.test.ts', startTime: 0, endTime: 500, assertionResults: [{}] },
  ],
};
const playwright = {
  suites: [
    {
      file: 'shell.spec.ts',
      specs: [{ file: 'shell.spec.ts', tests: [{ results: [{ duration: 4000 }] }] }],
      suites: [{ file: 'shell.spec.ts', specs: [{ file: 'shell.spec.ts', tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }] }],
    },
  ],
};

describe('slowest test files of a run', () => {
  it('reads vitest files as start-to-end seconds, relative to the root', () => {
    expect(vitestFiles(vitest, '/repo', relative)).toEqual([
      { layer: 'vitest', file: 'tests/unit/a.test.ts', seconds: 2.5, tests: 2 },
      { layer: 'vitest', file: 'tests/unit/b.test.ts', seconds: 0.5, tests: 1 },
    ]);
  });

  it('sums a Playwright file over its nested suites, retries included', () => {
    expect(playwrightFiles(playwright)).toEqual([{ layer: 'playwright', file: 'tests/e2e/shell.spec.ts', seconds: 5.5, tests: 2 }]);
  });

  it('merges both layers slowest first, and tolerates a missing report', () => {
    const files = slowestFiles({ vitest, playwright, root: '/repo', relative });
    expect(files.map((f) => f.seconds)).toEqual([5.5, 2.5, 0.5]);
    expect(slowestFiles({ vitest: undefined, playwright: undefined, root: '/repo', relative })).toEqual([]);
  });
});
