/**
 * Meta-schema validation with ajv. Menu, page and entity files are always validated against the
 * repo's meta-schemas by where they sit (a file without `$schema` is still checked); any other
 * JSON naming a local `$schema` (public/config.json…) is validated against that.
 */
import { dirname, join, relative, resolve, sep } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { compiledValidator } from './compiledSchemas.mjs';
import { collapseAlternatives, hintFor } from './metaErrors.mjs';

export function createValidator() {
  const cache = new Map();
  /** Validates `data` from `file` against the meta-schema at `schemaPath`; true when it passed. */
  return function validate(file, data, schemaPath, report) {
    if (!existsSync(schemaPath)) {
      report.error(file, '/$schema', `元模式 ${schemaPath} 不存在`, '检查 $schema 的相对路径');
      return false;
    }
    let check = cache.get(schemaPath);
    if (check === undefined) {
      const text = readFileSync(schemaPath, 'utf8');
      try {
        check = compiledValidator(schemaPath, text, JSON.parse(text));
      } catch (error) {
        check = null;
        report.error(schemaPath, '/', `元模式无法使用：${error.message}`, '检查该元模式的 JSON 与关键字');
      }
      cache.set(schemaPath, check);
    }
    if (check === null) return false;
    if (check(data)) return true;
    for (const error of collapseAlternatives(check.errors ?? [])) {
      report.error(file, error.instancePath || '/', error.message ?? '', error.hint ?? hintFor(error));
    }
    return false;
  };
}

/** Files that name a local `$schema`; returns how many were checked. */
export function validateBySchemaField(entries, validate, report) {
  let checked = 0;
  for (const { file, data } of entries) {
    if (data === undefined || typeof data?.$schema !== 'string' || /^https?:/.test(data.$schema)) continue;
    checked += 1;
    validate(file, data, resolve(dirname(file), data.$schema), report);
  }
  return checked;
}

/**
 * The tree's menu, pages, entities and families against `metaDir`'s menu/page/entity/family schemas. A local
 * `$schema` in them must point at that same meta-schema (editors use it for completion).
 */
export function validateTree(tree, metaDir, validate, report) {
  const targets = [
    ...(tree.menu ? [{ ...tree.menu, meta: 'menu.schema.json' }] : []),
    ...[...tree.pages.values()].map((p) => ({ file: p.file, data: p.declared ?? p.data, meta: 'page.schema.json' })),
    ...[...tree.entities.values()].map((e) => ({ ...e, meta: 'entity.schema.json' })),
    ...[...(tree.families?.values() ?? [])].map((f) => ({ ...f, meta: 'family.schema.json' })),
  ];
  for (const { file, data, meta } of targets) {
    const expected = join(metaDir, meta);
    if (typeof data.$schema === 'string' && !/^https?:/.test(data.$schema) && resolve(dirname(file), data.$schema) !== expected) {
      report.error(file, '/$schema', `$schema 没有指向 ${meta}`, `相对本文件写成 "${relative(dirname(file), expected).split(sep).join('/')}"`);
    }
    validate(file, data, expected, report);
  }
  return targets.length;
}
