/**
 * What `npm run test:changed` (tests/changed.mjs) runs for a list of changed files: a pure
 * function, so the mapping from a change to its checks is tested (tests/unit/generators/changedPlan.test.ts).
 */

const CODE = /\.(ts|tsx|js|mjs)$/;
const VITEST_TEST = /^(tests\/(unit|integration|contract)\/.*|generators\/.*|mocks\/.*)\.test\.tsx?$/;
const E2E_SPEC = /^tests\/e2e\/[^/]+\.spec\.ts$/;
const PAGE_CONFIG = /^schemas\/pages\/(.+)\.json$/;
const NOT_LINTED = new Set(['public/mockServiceWorker.js']);

/** Escapes a page id for a test-name pattern (vitest -t, Playwright -g). */
const pattern = (ids) => ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * @param {string[]} changed repository paths
 * @param {{ types?: boolean, e2e?: string[], noE2e?: boolean }} options
 * @returns {{ label: string, command: string, args: string[], env?: Record<string, string> }[]}
 */
export function plan(changed, options = {}) {
  const steps = [];
  const code = changed.filter((f) => CODE.test(f) && !NOT_LINTED.has(f) && !f.startsWith('dist'));
  const schemas = changed.filter((f) => f.startsWith('schemas/'));
  const pages = changed.map((f) => PAGE_CONFIG.exec(f)?.[1]).filter(Boolean);
  const vitestTests = changed.filter((f) => VITEST_TEST.test(f));
  const sources = code.filter((f) => !VITEST_TEST.test(f) && !E2E_SPEC.test(f) && (/^(src|mocks|generators|tests)\//.test(f)));

  if (code.length > 0) steps.push({ label: 'eslint', command: 'npx', args: ['eslint', '--max-warnings=0', ...code] });
  if (options.types && code.length > 0) steps.push({ label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] });
  if (schemas.length > 0) steps.push({ label: 'lint:schemas', command: 'node', args: ['generators/lint-schemas.mjs'] });

  if (vitestTests.length > 0) steps.push({ label: 'vitest (changed tests)', command: 'npx', args: ['vitest', 'run', ...vitestTests] });
  if (sources.length > 0) steps.push({ label: 'vitest related', command: 'npx', args: ['vitest', 'related', '--run', '--passWithNoTests', ...sources] });
  const contractWide = changed.some((f) => f.startsWith('schemas/entities/') || f === 'schemas/menu.json');
  if (contractWide) steps.push({ label: 'vitest (contract, menu)', command: 'npx', args: ['vitest', 'run', 'tests/contract', 'tests/unit/menu'] });
  else if (pages.length > 0) steps.push({ label: 'vitest (contract of the changed pages)', command: 'npx', args: ['vitest', 'run', 'tests/contract', '-t', pattern(pages)] });

  if (options.noE2e) return steps;
  const specs = [...new Set([...changed.filter((f) => E2E_SPEC.test(f)), ...(options.e2e ?? [])])];
  const e2e = [];
  if (specs.length > 0) e2e.push({ specs, grep: undefined });
  if (pages.length > 0) e2e.push({ specs: ['tests/e2e/contract.spec.ts', 'tests/e2e/contract-journeys.spec.ts'], grep: pattern(pages) });
  if (e2e.length === 0) return steps;
  const real = specs.some((s) => s.endsWith('real-build.spec.ts'));
  steps.push({ label: 'build (demo)', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] });
  if (real) steps.push({ label: 'build (real)', command: 'npx', args: ['vite', 'build', '--mode', 'real', '--logLevel', 'warn'] });
  for (const run of e2e) {
    steps.push({
      label: run.grep ? 'playwright (contract of the changed pages)' : 'playwright (changed specs)',
      command: 'npx',
      args: ['playwright', 'test', ...run.specs, ...(run.grep ? ['-g', run.grep] : [])],
      env: real ? {} : { E2E_REAL: '0' },
    });
  }
  return steps;
}
