/**
 * Compiled meta-schema validators, cached on disk. Compiling page.schema.json with ajv is most of
 * a lint run (100–300 ms); its standalone code, kept in node_modules/.cache/lint-schemas under a
 * hash of the schema text, the ajv version and the options, loads in a few milliseconds. A cache
 * that cannot be written (read-only checkout) only costs the compile.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const CACHE_DIR = resolve(fileURLToPath(import.meta.url), '..', '..', '..', 'node_modules', '.cache', 'lint-schemas');

// Unoptimised code with referenced (not inlined) definitions compiles about a third faster and
// validates a few hundred files just as fast.
const OPTIONS = { allErrors: true, strict: false, discriminator: true, inlineRefs: false, code: { optimize: false, source: true } };

let ajvVersion;
function version() {
  ajvVersion ??= require('ajv/package.json').version;
  return ajvVersion;
}

function compile(schema) {
  const Ajv = require('ajv').default;
  const standaloneCode = require('ajv/dist/standalone').default;
  const ajv = new Ajv(OPTIONS);
  const validate = ajv.compile(schema);
  return { validate, code: standaloneCode(ajv, validate) };
}

/** A validator for the schema at `schemaPath` whose text is `text` (already parsed as `schema`). */
export function compiledValidator(schemaPath, text, schema) {
  const stem = basename(schemaPath).replace(/[^A-Za-z0-9.-]/g, '_');
  const key = createHash('sha1').update(`${version()}\n${JSON.stringify(OPTIONS)}\n${text}`).digest('hex').slice(0, 16);
  const file = join(CACHE_DIR, `${stem}-${key}.cjs`);
  if (existsSync(file)) {
    try {
      return require(file);
    } catch {
      // A damaged cache file is rebuilt below.
    }
  }
  const { validate, code } = compile(schema);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    for (const old of readdirSync(CACHE_DIR)) if (old.startsWith(`${stem}-`) && old.endsWith('.cjs')) rmSync(join(CACHE_DIR, old), { force: true });
    // Written aside and renamed, so a parallel run never loads half a file.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, file);
  } catch {
    // No cache: the compiled validator still works for this run.
  }
  return validate;
}
