/**
 * Vite plugin: what the schema playground (src/modules/playground) needs to run lint:schemas'
 * page checks in the browser, computed at build time by the CLI's own code:
 *
 *   virtual:schema-lint/facts            the runtime facts lint:schemas reads from source text
 *                                        (generators/lint/sourceFacts.mjs) and the backend dialect
 *   virtual:schema-lint/page-validator   schemas/page.schema.json compiled by ajv into standalone
 *                                        code with the CLI's options (generators/lint/compiledSchemas.mjs):
 *                                        the browser compiles nothing (strict CSP: no eval).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { readMockPaths, readModuleGroups, readReservedQueryNames, readSubAppRules } from './lint/sourceFacts.mjs';
import { requiresToImports } from './vite-plugin-form-validators.js';

const FACTS = 'virtual:schema-lint/facts';
const VALIDATOR = 'virtual:schema-lint/page-validator';

/** generators/lint/compiledSchemas.mjs's options, with ES module output. */
const OPTIONS = { allErrors: true, strict: false, discriminator: true, inlineRefs: false, code: { source: true, esm: true, lines: false } };

function factsModule(root: string): string {
  const groups = [...readModuleGroups(root)].map(([name, group]) => [name, { file: group.file, modules: [...group.modules] }]);
  const facts = {
    reserved: readReservedQueryNames(root),
    groups,
    rules: readSubAppRules(root),
    mockPaths: readMockPaths(root).map((matcher) => matcher.path),
    dialect: { file: 'schemas/backend-dialect.json', data: JSON.parse(readFileSync(resolve(root, 'schemas/backend-dialect.json'), 'utf8')) as unknown },
  };
  return `export default ${JSON.stringify(facts)};\n`;
}

function validatorModule(root: string): string {
  const schema = JSON.parse(readFileSync(resolve(root, 'schemas/page.schema.json'), 'utf8')) as object;
  const ajv = new Ajv(OPTIONS);
  const validate = ajv.compile(schema);
  return `${requiresToImports(standaloneCode(ajv, validate))}\n`;
}

export function schemaLint(): Plugin {
  let root = process.cwd();
  return {
    name: 'hpc-schema-lint',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === FACTS || id === VALIDATOR ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${FACTS}`) return factsModule(root);
      if (id === `\0${VALIDATOR}`) {
        this.addWatchFile(resolve(root, 'schemas/page.schema.json'));
        return validatorModule(root);
      }
      return undefined;
    },
  };
}
