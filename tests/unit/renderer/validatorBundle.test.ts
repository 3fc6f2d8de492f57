/**
 * The create/edit dialog's code as the browser gets it (a production build of the dialog with
 * the app's Vite config, entity validator chunks included) compiles nothing at run time: ajv's
 * compiler is not bundled (only its tiny runtime helpers), and the only `Function(`/`eval`
 * left are libraries' fallbacks a browser never reaches — listed here, so a new one fails.
 */
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

// vitest runs from the repository root (jsdom's import.meta.url is not a file URL).
const repo = (path: string) => resolve(process.cwd(), path);

/** Known, unreachable uses: global-object fallbacks behind `globalThis`/`self`, opt-in eval. */
const ALLOWED = [
  // lodash / resize-observer-polyfill / formily: `self` exists in every browser.
  /Function\(\s*[`'"]return this[`'"]\s*\)\(\)/,
  // markdown-to-jsx (rjsf descriptions): only with its evalUnserializableExpressions option.
  /evalUnserializableExpressions\)\s*try\s*\{\s*\w+\[\w+\]\s*=\s*\(0,\s*eval\)/,
];

function dynamicCode(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?<![\w$.])(?:new\s+)?Function\s*\(|(?<![\w$.])eval\s*\(|\(0\s*,\s*eval\)/g)) {
    const around = code.slice(Math.max(0, match.index - 80), match.index + 60);
    if (!ALLOWED.some((pattern) => pattern.test(around))) found.push(around);
  }
  return found;
}

it('the form dialog bundles no schema compiler and evaluates no strings', async () => {
  const output = (await build({
    configFile: repo('vite.config.ts'),
    root: repo(''),
    mode: 'production',
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: repo('src/renderer/form/RecordFormDialog.tsx'), formats: ['es'], fileName: 'dialog' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const modules = chunks.flatMap((chunk) => chunk.moduleIds);
  expect(modules.some((id) => id.includes('virtual:form-validators/entity/customer'))).toBe(true);
  expect(modules.filter((id) => /node_modules\/ajv\/dist\/(?!runtime\/)/.test(id))).toEqual([]);
  expect(modules.filter((id) => /@rjsf\/validator-ajv8\/lib\/(validator|createAjvInstance|customizeValidator)/.test(id))).toEqual([]);
  expect(chunks.flatMap((chunk) => dynamicCode(chunk.code))).toEqual([]);
}, 240_000);
