#!/usr/bin/env node
/**
 * npm run lint:schemas — validates every JSON config that names a local `$schema`
 * (public/config.json and everything under schemas/) with ajv, and prints each error with
 * its file, JSON pointer and a hint. Exit code 1 when anything is wrong.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function* jsonFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* jsonFiles(path);
    else if (name.endsWith('.json')) yield path;
  }
}

function readJson(path, problems) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push({ file: path, pointer: '', message: `不是合法的 JSON：${error.message}`, hint: '检查逗号、引号与括号' });
    return undefined;
  }
}

function hintFor(error) {
  switch (error.keyword) {
    case 'additionalProperties':
      return `未知字段 "${error.params.additionalProperty}"：检查拼写，或先在元模式中声明它`;
    case 'required':
      return `缺少必填字段 "${error.params.missingProperty}"`;
    case 'type':
      return `类型应为 ${error.params.type}`;
    case 'enum':
      return `可选值：${error.params.allowedValues.join(', ')}`;
    case 'pattern':
      return `格式应符合 ${error.params.pattern}`;
    default:
      return '参见 $schema 指向的元模式';
  }
}

export function lintSchemas(files) {
  const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true });
  const problems = [];
  let checked = 0;
  for (const file of files) {
    const data = readJson(file, problems);
    if (data === undefined || typeof data.$schema !== 'string' || /^https?:/.test(data.$schema)) continue;
    const schemaPath = resolve(dirname(file), data.$schema);
    const schema = readJson(schemaPath, problems);
    if (schema === undefined) continue;
    const validate = ajv.getSchema(schemaPath) ?? (ajv.addSchema(schema, schemaPath), ajv.getSchema(schemaPath));
    checked += 1;
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        problems.push({ file, pointer: error.instancePath || '/', message: error.message ?? '', hint: hintFor(error) });
      }
    }
  }
  return { checked, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = [join(root, 'public', 'config.json'), ...jsonFiles(join(root, 'schemas'))];
  const { checked, problems } = lintSchemas(files);
  for (const p of problems) {
    console.error(`${relative(root, p.file)}#${p.pointer}  ${p.message}\n    提示：${p.hint}`);
  }
  console.log(`lint:schemas — ${checked} 个配置已检查，${problems.length} 个问题`);
  process.exit(problems.length === 0 ? 0 : 1);
}
