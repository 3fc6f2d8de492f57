import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, each importing only those after it (README "Architecture"):
 * app → shell → modules → renderer → ui → contract → pageLanguage → core → adapters. The
 * contract (src/contract: the catalogue, dialect, grants, input policy, action rules) is what the
 * app, the mock backend, lint and OpenAPI all read.
 */
const LAYERS = ['app', 'shell', 'modules', 'renderer', 'ui', 'contract', 'pageLanguage', 'core', 'adapters'];
const layerElements = [
  { type: 'app', pattern: 'src/main.tsx', mode: 'file' },
  ...LAYERS.map((type) => ({ type, pattern: `src/${type}`, mode: 'folder' })),
];
const layerRules = LAYERS.map((type, i) => ({ from: type, allow: LAYERS.slice(i) }));

/**
 * One form system per role (issue 36): generated forms are rjsf (src/renderer/form), hand-written
 * ones formily through src/ui/form, whose items tie each label to its control; antd's own Form is
 * a third system beside them, refused everywhere in src/ (src/adapters included).
 */
const NO_ANTD_FORM = { name: 'antd', importNames: ['Form'], message: '手写表单用 formily（src/ui/form 的 FormBody、FormItem、FieldItem），生成表单用 rjsf：不引用 antd 的 Form。' };

/** antd internals and jotai's React hooks: only src/adapters may import them (src/adapters/antd/README.md). */
const FENCED = {
  patterns: [
    { group: ['antd/es/*', '!antd/es/locale', 'antd/es/locale/*', '!antd/es/locale/zh_CN', 'antd/lib/*'], message: 'antd 内部模块只能在 src/adapters 中引用（升级 antd 时只改那里）。' },
    { group: ['**/mocks/*', '**/mocks/**'], message: 'src 不静态引用模拟后端：只在 src/app/earlyBoot.ts 中按需 import()。' },
  ],
  paths: [
    { name: 'jotai', importNames: ['useAtom', 'useAtomValue', 'useSetAtom', 'useStore'], message: '从 src/adapters/atomHooks 引用 jotai 的 React 钩子。' },
    { name: 'jotai/react', message: '从 src/adapters/atomHooks 引用 jotai 的 React 钩子。' },
    NO_ANTD_FORM,
  ],
};

/**
 * A dynamic import() of antd internals is fenced too (no-restricted-imports sees static imports
 * only): the lazy loaders of antd's parts live in src/adapters/antd (lazySelect.ts, lazyDropdown.ts).
 */
const FENCED_DYNAMIC = [
  { selector: 'ImportExpression[source.value=/^antd\\/(es|lib)\\//]', message: 'antd 内部模块（含 import()）只能在 src/adapters 中引用：在 src/adapters/antd 写一个加载函数。' },
];

/**
 * One direction of dependence (issue 35): the contract (src/contract — families, dialect, grants,
 * input policy, action rules — over src/pageLanguage and src/core) is what the app, the mock
 * backend, lint and OpenAPI all read. The mock backend reads nothing else of the app, and the
 * generators read nothing of the mock backend. A dynamic import() is fenced too.
 * (Declaration files, *.d.mts, are not linted: the test reads them.)
 * tests/unit/architecture/boundaries.test.ts checks the same rules by reading the files.
 */
const MOCKS_READ_THE_CONTRACT = '模拟后端只读契约层 src/contract、src/pageLanguage 与 src/core：不引用渲染器、业务模块、界面组件、外壳与应用入口（共用的规则先移入 src/contract）。';
const MOCKS_FENCE = {
  files: ['mocks/**/*.{ts,tsx,mjs,js}'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: ['**/src/renderer', '**/src/renderer/**', '**/src/modules', '**/src/modules/**', '**/src/shell', '**/src/shell/**', '**/src/app', '**/src/app/**', '**/src/ui', '**/src/ui/**', '**/src/adapters', '**/src/adapters/**', '**/src/main', '**/src/main.tsx'],
        message: MOCKS_READ_THE_CONTRACT,
      }],
    }],
    'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/(^|\\/)src\\/(renderer|modules|shell|app|ui|adapters)(\\/|$)|(^|\\/)src\\/main(\\.tsx)?$/]', message: MOCKS_READ_THE_CONTRACT }],
  },
};
const GENERATORS_READ_THE_CONTRACT = '生成器只读契约层 src/contract（及 src/pageLanguage、src/core），不引用模拟后端 mocks/：生成器需要的规则先移入 src/contract。';
const GENERATORS_FENCE = {
  files: ['generators/**/*.{ts,mjs,js}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: ['**/mocks', '**/mocks/**'], message: GENERATORS_READ_THE_CONTRACT }] }],
    'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/(^|\\/)mocks(\\/|$)/]', message: GENERATORS_READ_THE_CONTRACT }],
  },
};

/**
 * The contract is pure rules, so that the mock backend and the generators can read it in Node:
 * no React, antd, jotai, query cache, HTTP client or msw (the fences of src/ still hold).
 */
const CONTRACT_PURE = {
  files: ['src/contract/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', {
      paths: FENCED.paths,
      patterns: [...FENCED.patterns, {
        group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router-dom', 'antd', 'antd/*', '@ant-design/*', 'jotai', 'jotai/*', '@tanstack/*', 'msw', 'msw/*', '**/core/http', '**/core/http/**'],
        message: '契约层 src/contract 只放纯规则：不引用 React、antd、jotai、查询缓存、HTTP 客户端或 msw（模拟后端与生成器都在 Node 中读它）。',
      }],
    }],
  },
};

/**
 * No import cycles in the app or the mock backend (issue 18): a cycle makes the order modules
 * evaluate in depend on which one is reached first. Static imports only — a dynamic import()
 * loads later and cannot close a cycle at evaluation — and TypeScript's type-only imports are
 * erased. Relative imports resolved with the TypeScript extensions.
 */
const NO_CYCLE = {
  files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true, ignoreExternal: true }] },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-real', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'public/mockApiWorker.js', 'test-results', 'test-results-*', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The app must run under a strict CSP: nothing evaluates strings.
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    // Every import is a declared dependency: the app's from `dependencies`; tests, generators, the
    // mock backend and the tool configs may use `devDependencies` too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', {
        devDependencies: ['tests/**', 'generators/**', 'mocks/**', '*.config.{ts,js}', '**/*.d.mts'],
        optionalDependencies: false,
        peerDependencies: false,
      }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layerElements,
      'boundaries/include': ['src/**/*'],
      // Relative imports only (no path aliases): Node's resolution with the TypeScript extensions.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/element-types': ['error', { default: 'disallow', rules: layerRules }],
      'no-restricted-imports': ['error', FENCED],
      'no-restricted-syntax': ['error', ...FENCED_DYNAMIC],
    },
  },
  {
    files: ['src/adapters/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_ANTD_FORM] }], 'no-restricted-syntax': 'off' },
  },
  CONTRACT_PURE,
  NO_CYCLE,
  MOCKS_FENCE,
  GENERATORS_FENCE,
  {
    // DOM tests render through tests/support/testingLibrary.tsx (antd without injected CSS under jsdom).
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@testing-library/react', message: "Import from tests/support/testingLibrary (antd's CSS stays out of jsdom)." }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
