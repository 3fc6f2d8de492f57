import { describe, expect, it } from 'vitest';
import { plan } from '../../support/changedPlan.mjs';

const labels = (changed: string[], options = {}) => plan(changed, options).map((s) => s.label);
const step = (changed: string[], label: string, options = {}) => plan(changed, options).find((s) => s.label === label);

describe('npm run test:changed: what a change runs', () => {
  it('nothing for no change or a change outside code and configs', () => {
    expect(plan([])).toEqual([]);
    expect(plan(['README.md'])).toEqual([]);
  });

  it('a source file: eslint on it and the vitest tests that import it, no browser', () => {
    expect(labels(['src/renderer/list/listState.ts'])).toEqual(['eslint', 'vitest related']);
    expect(step(['src/renderer/list/listState.ts'], 'vitest related')?.args).toEqual(['vitest', 'related', '--run', '--passWithNoTests', 'src/renderer/list/listState.ts']);
  });

  it('a changed test runs itself; --types adds the typecheck', () => {
    expect(labels(['tests/unit/menu/tagBar.test.ts'], { types: true })).toEqual(['eslint', 'typecheck', 'vitest (changed tests)']);
  });

  it('a page config: schema lint, its API contract and its UI contract after a demo build, without the real server', () => {
    const changed = ['schemas/pages/operation-center/customer/customer-visit.json'];
    expect(labels(changed)).toEqual(['lint:schemas', 'vitest (contract of the changed pages)', 'build (demo)', 'playwright (contract of the changed pages)']);
    expect(step(changed, 'vitest (contract of the changed pages)')?.args).toContain('operation-center/customer/customer-visit');
    const ui = step(changed, 'playwright (contract of the changed pages)')!;
    expect(ui.args).toEqual(['playwright', 'test', 'tests/e2e/contract.spec.ts', 'tests/e2e/contract-journeys.spec.ts', '-g', 'operation-center/customer/customer-visit']);
    expect(ui.env).toEqual({ E2E_REAL: '0' });
    expect(labels(changed, { noE2e: true })).toEqual(['lint:schemas', 'vitest (contract of the changed pages)']);
  });

  it('an entity or the menu runs the whole API contract and the menu tests', () => {
    expect(labels(['schemas/entities/customer.json'])).toEqual(['lint:schemas', 'vitest (contract, menu)']);
  });

  it('a changed e2e spec runs alone; real-build.spec also builds and serves the real build', () => {
    expect(labels(['tests/e2e/shell.spec.ts'])).toEqual(['eslint', 'build (demo)', 'playwright (changed specs)']);
    const real = plan(['tests/e2e/real-build.spec.ts']);
    expect(real.map((s) => s.label)).toEqual(['eslint', 'build (demo)', 'build (real)', 'playwright (changed specs)']);
    expect(real.at(-1)?.env).toEqual({});
  });

  it('--e2e adds a spec to a source change', () => {
    expect(labels(['src/shell/layout/TagBar.tsx'], { e2e: ['tests/e2e/shell.spec.ts'] })).toEqual(['eslint', 'vitest related', 'build (demo)', 'playwright (changed specs)']);
  });
});
