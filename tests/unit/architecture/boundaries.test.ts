/**
 * One direction of dependence (issue 35), checked by reading the files — a second guard beside
 * the two fences of eslint.config.js: the mock backend imports nothing of the app but the
 * contract layer (src/contract, src/pageLanguage, src/core), and no generator imports the mock
 * backend (what a generator needs of it belongs in src/contract). Every import specifier of
 * every source file under mocks/ and generators/ — static, type-only, re-exported, import()ed,
 * required, declaration files too — is resolved against its file. The eslint fences (and the one
 * keeping src/contract pure: no React, jotai or HTTP client) are probed too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;

/** What each tree may not import, by the imported file's path from the repository root. */
const FENCES = {
  mocks: {
    forbidden: /^src\/(renderer|modules|shell|app|ui|adapters)(\/|$)|^src\/main(\.tsx)?$/,
    why: '模拟后端只读契约层 src/contract、src/pageLanguage 与 src/core',
  },
  generators: {
    forbidden: /^mocks(\/|$)/,
    why: '生成器只读契约层，不引用模拟后端 mocks/',
  },
} as const;
type Tree = keyof typeof FENCES;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.isFile() && SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The module specifiers a file names (TypeScript's scanner: imports, re-exports, import(), require(); comments skipped). */
function specifiers(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles, ...(info.ambientExternalModules ?? []).map((fileName) => ({ fileName }))].map((ref) => ref.fileName);
}

/** The repository path a specifier names (undefined: a package or a virtual module). */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return relative(ROOT, resolve(ROOT, dirname(file), specifier)).split('\\').join('/');
  return specifier.startsWith('/') ? specifier.slice(1) : undefined;
}

/** "file: specifier" for each import of `text` (the content of `file`, a path from the root) its tree may not make. */
function offenders(tree: Tree, file: string, text: string): string[] {
  return specifiers(text)
    .filter((specifier) => FENCES[tree].forbidden.test(target(file, specifier) ?? ''))
    .map((specifier) => `${file}: ${specifier}`);
}

describe('one direction of dependence: the contract layer is what mocks/ and generators/ read', () => {
  it.each(Object.keys(FENCES) as Tree[])('nothing under %s/ imports what its fence forbids', (tree) => {
    const files = sourceFiles(tree);
    expect(files.length).toBeGreaterThan(tree === 'mocks' ? 100 : 20);
    const found = files.flatMap((file) => offenders(tree, file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found, `${FENCES[tree].why}：\n${found.join('\n')}`).toEqual([]);
  });

  it('the check finds every form of import, and only the forbidden ones', () => {
    const mock = [
      "import { a } from '../../src/renderer/data/dataProvider';",
      "import type { B } from '../../src/modules/storage/api/types';",
      "export { c } from '../../src/shell/Layout';",
      "export const d = () => import('../../src/app/earlyBoot');",
      "import '../../src/ui/theme.css';",
      "import { ok } from '../../src/contract/routes';",
      "import type { Fine } from '../../src/pageLanguage/entity';",
      "import { alsoFine } from '../../src/core/text/normalizeName';",
      "// import { commented } from '../../src/renderer/out';",
      "import { http } from 'msw';",
    ].join('\n');
    expect(offenders('mocks', 'mocks/handlers/probe.ts', mock)).toEqual([
      'mocks/handlers/probe.ts: ../../src/renderer/data/dataProvider',
      'mocks/handlers/probe.ts: ../../src/modules/storage/api/types',
      'mocks/handlers/probe.ts: ../../src/shell/Layout',
      'mocks/handlers/probe.ts: ../../src/app/earlyBoot',
      'mocks/handlers/probe.ts: ../../src/ui/theme.css',
    ]);
    const generator = [
      "import { db } from '../mocks/store/db';",
      "const { x } = await import('../../mocks/server/server.ts');",
      "import { DEFAULT_ROUTES } from '../src/contract/routes';",
      "import { mockish } from './mocksLike';",
    ].join('\n');
    expect(offenders('generators', 'generators/probe.mjs', generator)).toEqual(['generators/probe.mjs: ../mocks/store/db']);
    expect(offenders('generators', 'generators/openapi/probe.ts', generator)).toEqual(['generators/openapi/probe.ts: ../../mocks/server/server.ts']);
  });
});

describe('eslint.config.js fences the same imports', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const messages = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };

  it('refuses an import of the renderer or a module in mocks/, and allows the contract', async () => {
    const found = await messages("import { a } from '../../src/renderer/data/dataProvider';\nimport { b } from '../../src/modules/storage/api/types';\nimport { c } from '../../src/contract/routes';\nexport { a, b, c };\n", 'mocks/handlers/probe.ts');
    expect(found).toHaveLength(2);
    for (const message of found) expect(message).toMatch(/^no-restricted-imports: .*模拟后端只读契约层 src\/contract/);
    expect(await messages("export const load = () => import('../../src/app/earlyBoot');\n", 'mocks/handlers/probe.ts')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: 模拟后端只读契约层/),
    ]);
  });

  it('keeps the contract pure: no React, jotai or HTTP client in src/contract', async () => {
    const found = await messages("import { useState } from 'react';\nimport { atom } from 'jotai';\nimport { http } from '../core/http/client';\nimport { normalizeName } from '../core/text/normalizeName';\nexport { useState, atom, http, normalizeName };\n", 'src/contract/probe.ts');
    expect(found).toHaveLength(3);
    for (const message of found) expect(message).toMatch(/^no-restricted-imports: .*契约层 src\/contract 只放纯规则/);
  });

  it('refuses an import of mocks/ in a generator, static or import()ed', async () => {
    expect(await messages("import { db } from '../mocks/store/db';\nexport { db };\n", 'generators/probe.mjs')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*生成器只读契约层/),
    ]);
    expect(await messages("import type { CrudFamily } from '../../mocks/crud/families';\nexport const f = (x: CrudFamily) => x;\nexport const g = () => import('../../mocks/crud/families');\n", 'generators/openapi/probe.ts')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*生成器只读契约层/),
      expect.stringMatching(/^no-restricted-syntax: 生成器只读契约层/),
    ]);
  });
});
