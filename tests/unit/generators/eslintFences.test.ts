/**
 * The import rules of eslint.config.js refuse what they are meant to: an upward import between
 * the layers of src/, antd internals (imported or import()ed) or jotai's React hooks outside
 * src/adapters, antd's Form anywhere in src/ (issue 36), a static import of the mock backend in
 * src/, an import of an undeclared package, and a cycle of static imports in src/ or mocks/.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/**
 * The rule ids eslint reports for `code` in a file beside `filePath` (written for the moment: the
 * layer rule classifies files that exist).
 */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const probe = join(dirname(filePath), `eslint-probe-${randomUUID()}.ts`);
  writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return result!.messages.map((m) => m.ruleId ?? m.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

/** The rule ids eslint reports for each of two probe files beside `filePath` that import each other (statically or not). */
async function cycleRuleIds(filePath: string, dynamic = false): Promise<string[][]> {
  const id = randomUUID();
  const [a, b] = ['a', 'b'].map((n) => join(dirname(filePath), `eslint-probe-${id}-${n}.ts`)) as [string, string];
  writeFileSync(a, `import { b } from './eslint-probe-${id}-b';\nexport const a = () => b;\n`);
  writeFileSync(b, dynamic
    ? `export const b = () => import('./eslint-probe-${id}-a');\n`
    : `import { a } from './eslint-probe-${id}-a';\nexport const b = () => a;\n`);
  try {
    const results = await eslint.lintFiles([a, b]);
    return results.map((r) => r.messages.map((m) => m.ruleId ?? m.message));
  } finally {
    rmSync(a, { force: true });
    rmSync(b, { force: true });
  }
}

describe('eslint import fences', () => {
  it('layers: core may not import the shell; the shell may import core', async () => {
    expect(await ruleIds("import { TagBar } from '../../shell/layout/TagBar';\nexport const x = TagBar;\n", 'src/core/menu/probe.ts')).toContain('boundaries/element-types');
    expect(await ruleIds("import { readToken } from '../../core/session/storageKeys';\nexport const x = readToken;\n", 'src/shell/layout/probe.ts')).not.toContain('boundaries/element-types');
    expect(await ruleIds("import { resolveListState } from '../renderer/list/listState';\nexport const x = resolveListState;\n", 'src/ui/probe.ts')).toContain('boundaries/element-types');
  }, 60_000);

  it('antd internals and jotai hooks only in src/adapters; antd\'s zh_CN locale anywhere', async () => {
    expect(await ruleIds("import useStyle from 'antd/es/menu/style';\nexport const x = useStyle;\n", 'src/shell/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { useAtomValue } from 'jotai';\nexport const x = useAtomValue;\n", 'src/shell/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { atom } from 'jotai';\nexport const x = atom(1);\n", 'src/shell/probe.ts')).not.toContain('no-restricted-imports');
    expect(await ruleIds("import zhCN from 'antd/es/locale/zh_CN';\nexport const x = zhCN;\n", 'src/app/probe.ts')).not.toContain('no-restricted-imports');
    expect(await ruleIds("import useStyle from 'antd/es/menu/style';\nexport const x = useStyle;\n", 'src/adapters/antd/probe.ts')).not.toContain('no-restricted-imports');
  }, 60_000);

  it('antd\'s Form is refused everywhere in src/ (hand-written forms are formily, generated ones rjsf); other antd parts are not', async () => {
    expect(await ruleIds("import { Form, Input } from 'antd';\nexport const x = [Form, Input];\n", 'src/modules/role/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { Form } from 'antd';\nexport const x = Form;\n", 'src/adapters/antd/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { Input, Modal } from 'antd';\nexport const x = [Input, Modal];\n", 'src/modules/role/probe.ts')).not.toContain('no-restricted-imports');
  }, 60_000);

  it('a dynamic import() of antd internals is caught outside src/adapters too; antd\'s index may load lazily anywhere', async () => {
    expect(await ruleIds("export const load = () => import('antd/es/select');\n", 'src/renderer/list/probe.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds("export const load = () => import('antd/lib/dropdown');\n", 'src/shell/probe.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds("export const load = () => import('antd/es/select');\n", 'src/adapters/antd/probe.ts')).not.toContain('no-restricted-syntax');
    expect(await ruleIds("export const load = () => import('antd');\n", 'src/shell/probe.ts')).not.toContain('no-restricted-syntax');
  }, 60_000);

  it('src reaches the mock backend by dynamic import only', async () => {
    expect(await ruleIds("import { db } from '../../mocks/store/db';\nexport const x = db;\n", 'src/app/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("export const x = () => import('../../mocks/browser');\n", 'src/app/probe.ts')).not.toContain('no-restricted-imports');
  }, 60_000);

  it('every import is a declared dependency; devDependencies outside src', async () => {
    // Installed (antd depends on it) but not declared: a phantom dependency.
    expect(await ruleIds("import canUseDom from 'rc-util/lib/Dom/canUseDom';\nexport const x = canUseDom;\n", 'src/ui/probe.ts')).toContain('import-x/no-extraneous-dependencies');
    expect(await ruleIds("import { faker } from '@faker-js/faker';\nexport const x = faker;\n", 'src/ui/probe.ts')).toContain('import-x/no-extraneous-dependencies');
    expect(await ruleIds("import { faker } from '@faker-js/faker';\nexport const x = faker;\n", 'mocks/probe.ts')).not.toContain('import-x/no-extraneous-dependencies');
  }, 60_000);

  it('a cycle of static imports is reported in src/ and mocks/; a lazy import() closes none', async () => {
    for (const [a, b] of [await cycleRuleIds('src/core/menu/probe.ts'), await cycleRuleIds('mocks/handlers/probe.ts')]) {
      expect(a).toContain('import-x/no-cycle');
      expect(b).toContain('import-x/no-cycle');
    }
    const [a, b] = await cycleRuleIds('src/core/menu/probe.ts', true);
    expect([...a!, ...b!]).not.toContain('import-x/no-cycle');
  }, 60_000);
});
