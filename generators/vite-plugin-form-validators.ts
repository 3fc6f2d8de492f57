/**
 * Vite plugin: ajv validation code for every entity, compiled at build time (and on demand in
 * the dev server and vitest, which run the same plugins), so the browser never compiles a
 * schema — ajv's compiler runs generated source through `new Function`, which a strict
 * Content-Security-Policy forbids. See src/contract/validatorCore.ts for how the runtime
 * composes these functions into the validation of a form or a record.
 *
 *   virtual:form-validators            { [entity $id]: () => import(<that entity's functions>) }
 *   virtual:form-validators/all        { [entity $id]: functions } eagerly (the mock backend)
 *   virtual:form-validators/entity/<file name>  `validators`: { [schemaKey]: function }
 *
 * Entities are read from schemas/entities/*.json whenever a module is loaded, so a new entity
 * needs no step of its own; in the dev server an added, edited or removed entity invalidates
 * these modules.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { runnerImport, type EnvironmentModuleNode, type Plugin } from 'vite';
import type * as FormSchemaModule from '../src/renderer/form/resolveFormSchema';
import type * as CoreModule from '../src/contract/validatorCore';
import type * as EntityModule from '../src/pageLanguage/entity';
import type { EntitySchema } from '../src/pageLanguage/entity';
import type { FormWidget } from '../src/pageLanguage/form';

/** The app code the compiler shares with the runtime, so both derive the same schemas. */
interface AppCode {
  resolveFormSchema: typeof FormSchemaModule.resolveFormSchema;
  recordPropertySchema: typeof CoreModule.recordPropertySchema;
  schemaKey: typeof CoreModule.schemaKey;
  /** The platform's custom string formats (src/pageLanguage/formats.ts). */
  ENTITY_FORMATS: Readonly<Record<string, RegExp>>;
  /** Files those modules were loaded from: a change to one of them makes the code stale. */
  files: Set<string>;
}

/**
 * Loads the app modules through Vite's module runner rather than importing them into the
 * config: the config stays independent of what those modules import (TypeScript paths without
 * extensions, UI helpers), and a change to them is seen by the running dev server.
 */
async function loadAppCode(root: string): Promise<AppCode> {
  const load = <T>(path: string) => runnerImport<T>(resolve(root, path), { configFile: false, root, logLevel: 'error' });
  const [form, core, entity] = await Promise.all([
    load<typeof FormSchemaModule>('src/renderer/form/resolveFormSchema.ts'),
    load<typeof CoreModule>('src/contract/validatorCore.ts'),
    load<typeof EntityModule>('src/pageLanguage/entity.ts'),
  ]);
  const files = new Set([form, core, entity].flatMap((result) => result.dependencies).map((file) => resolve(root, file)));
  for (const path of ['src/renderer/form/resolveFormSchema.ts', 'src/contract/validatorCore.ts', 'src/pageLanguage/entity.ts']) files.add(resolve(root, path));
  return {
    resolveFormSchema: form.module.resolveFormSchema,
    recordPropertySchema: core.module.recordPropertySchema,
    schemaKey: core.module.schemaKey,
    ENTITY_FORMATS: entity.module.ENTITY_FORMATS,
    files,
  };
}

const PREFIX = 'virtual:form-validators';
const RESOLVED = `\0${PREFIX}`;
const ENTITY = `${PREFIX}/entity/`;

/**
 * The widgets a page may give a field, from the generated page schema (`npm run gen:schemas`
 * keeps it in step with src/pageLanguage/form.ts). resolveFormSchema's property schema may depend on
 * the widget (a number widget adds the docs/behaviour §5 minimum 1), so every widget's variant is compiled.
 */
function formWidgets(root: string): FormWidget[] {
  const pageSchema = JSON.parse(readFileSync(join(root, 'schemas/page.schema.json'), 'utf8')) as {
    definitions?: { FormWidget?: { enum?: string[] } };
  };
  // The enum is the TypeScript union as JSON Schema; its values are FormWidget by construction.
  return (pageSchema.definitions?.FormWidget?.enum ?? ['input', 'number']) as FormWidget[];
}

interface EntityFile {
  file: string;
  name: string;
  entity: EntitySchema;
}

function readEntities(dir: string): EntityFile[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const seen = new Map<string, string>();
  return files.map((name) => {
    const file = join(dir, name);
    const entity = JSON.parse(readFileSync(file, 'utf8')) as EntitySchema;
    const other = seen.get(entity.$id);
    if (other) throw new Error(`实体 ${name} 与 ${other} 的 $id 相同（${entity.$id}）`);
    seen.set(entity.$id, name);
    return { file, name: basename(name, '.json'), entity };
  });
}

/**
 * Every schema the runtime may look a function up for: each writable property as the mock
 * server checks it and as each widget × mode of a form gives it, plus the sub-schemas rjsf
 * calls `isValid` with for those properties (found by rjsf's own schemaParser).
 */
function schemasOf(app: AppCode, entity: EntitySchema, widgets: readonly FormWidget[]): Map<string, object> {
  const { recordPropertySchema, resolveFormSchema, schemaKey } = app;
  const schemas = new Map<string, object>();
  const add = (schema: object) => schemas.set(schemaKey(schema), schema);
  for (const [key, field] of Object.entries(entity.properties)) {
    if (field.readOnly) continue;
    add(recordPropertySchema(field));
    for (const mode of ['create', 'edit'] as const) {
      for (const widget of widgets) {
        const property = resolveFormSchema(entity, { fields: [{ key, widget }] }, mode).schema.properties[key];
        if (property) add(property);
      }
    }
  }
  for (const property of [...schemas.values()]) {
    for (const found of Object.values(schemaParser(property as RJSFSchema))) {
      // schemaParser tags what it found with its hash as $id; the runtime sees them untagged.
      const { $id: _id, ...schema } = found;
      void _id;
      add(schema);
    }
  }
  return schemas;
}

/**
 * ajv standalone output is CommonJS-flavoured even with `esm: true`: runtime helpers and
 * function formats are `require("…")` expressions. They become ES imports; `interop` takes the
 * CommonJS exports object from a namespace whichever way the importer (Node, Vite's dep
 * optimizer, Rolldown) wrapped it.
 */
export function requiresToImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/^"use strict";/, '').replace(/require\("([^"]+)"\)/g, (_match, specifier: string) => {
    // Node resolves deep imports of packages without an exports map only with the extension.
    const path = /\.[cm]?js$/.test(specifier) ? specifier : `${specifier}.js`;
    if (!modules.has(path)) modules.set(path, `__cjs${modules.size}`);
    return modules.get(path)!;
  });
  const imports = [...modules].map(([path, name], i) => `import * as __ns${i} from ${JSON.stringify(path)};\nconst ${name} = interop(__ns${i});`);
  const interop = 'function interop(ns) { return ns.default && ns.default.__esModule ? ns.default : ns; }';
  return [interop, ...imports, body].join('\n');
}

/** The ES module of one entity's functions, compiled with the options of rjsf's own ajv validator. */
function compileEntityValidators(app: AppCode, entity: EntitySchema, widgets: readonly FormWidget[]): string {
  const schemas = [...schemasOf(app, entity, widgets)];
  const ajv = createAjvInstance(undefined, { ...app.ENTITY_FORMATS }, { code: { source: true, esm: true, lines: false } });
  const exports: Record<string, string> = {};
  schemas.forEach(([, schema], i) => {
    ajv.addSchema(schema, `s${i}`);
    exports[`v${i}`] = `s${i}`;
  });
  const code = requiresToImports(standaloneCode(ajv, exports));
  const table = schemas.map(([key], i) => `  ${JSON.stringify(key)}: v${i},`).join('\n');
  return `${code}\nexport const validators = {\n${table}\n};\n`;
}

export function formValidators(): Plugin {
  let root = process.cwd();
  let appCode: Promise<AppCode> | undefined;
  const entitiesDir = () => resolve(root, 'schemas/entities');
  // Loading the app code takes a second or more (a module runner starts): begin at start-up,
  // so that the first form opened in the dev server or a test does not wait for it.
  const app = () => (appCode ??= loadAppCode(root));
  const warmUp = () => void app().catch(() => undefined);
  return {
    name: 'hpc-form-validators',
    config() {
      // The CommonJS helpers the generated code imports, pre-bundled so the dev server does
      // not discover them (and reload the page) the first time a form opens.
      return { optimizeDeps: { include: ['ajv/dist/runtime/ucs2length.js', 'ajv/dist/runtime/equal.js', 'ajv-formats/dist/formats.js'] } };
    },
    configResolved(config) {
      root = config.root;
    },
    buildStart: warmUp,
    configureServer: warmUp,
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const entities = readEntities(entitiesDir());
      if (id === RESOLVED) {
        const lines = entities.map(({ name, entity }) => `  ${JSON.stringify(entity.$id)}: () => import(${JSON.stringify(ENTITY + name)}),`);
        return `export const entityValidatorLoaders = {\n${lines.join('\n')}\n};\n`;
      }
      if (id === `${RESOLVED}/all`) {
        const imports = entities.map(({ name }, i) => `import { validators as e${i} } from ${JSON.stringify(ENTITY + name)};`);
        const table = entities.map(({ entity }, i) => `  ${JSON.stringify(entity.$id)}: e${i},`);
        return `${imports.join('\n')}\nexport const allEntityValidators = {\n${table.join('\n')}\n};\n`;
      }
      const name = id.slice(RESOLVED.length + '/entity/'.length);
      const found = entities.find((candidate) => candidate.name === name);
      if (!found) return this.error(`没有实体文件 schemas/entities/${name}.json`);
      this.addWatchFile(found.file);
      try {
        return compileEntityValidators(await app(), found.entity, formWidgets(root));
      } catch (error) {
        return this.error(`实体 ${found.name}.json 的校验代码生成失败：${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async hotUpdate({ file, modules }) {
      const appFile = appCode !== undefined && (await appCode.catch(() => undefined))?.files.has(file) === true;
      if (appFile) appCode = undefined;
      const schemaFile = (file.startsWith(`${entitiesDir()}/`) && file.endsWith('.json')) || file === resolve(root, 'schemas/page.schema.json');
      if (!schemaFile && !appFile) return undefined;
      // The compiled code and the entity lists are stale: drop them so they are loaded again,
      // and let the update travel through their importers as well as through the file's own.
      const graph = this.environment.moduleGraph;
      const ours: EnvironmentModuleNode[] = [];
      for (const [id, node] of graph.idToModuleMap) if (id.startsWith(RESOLVED)) ours.push(node);
      for (const node of ours) graph.invalidateModule(node);
      return [...modules, ...ours];
    },
  };
}
