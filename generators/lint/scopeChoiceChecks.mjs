/**
 * A list page's `scopeChoice` (src/pageLanguage/pageConfig.ts ListScopeChoiceDeclaration) and the
 * lookups that read the page's scope (src/pageLanguage/entity.ts LookupSource `query`):
 * - the choice fills a field of the page's entity that its fixed `scope` does not also fix; its
 *   `source` is a GET operation of a declared family answering an array of records that hold the
 *   `value`, `text` and `preferred` fields (when the operation documents them);
 * - a lookup of the page's entity whose source takes `{ "scope": "<field>" }` is read only on a
 *   page that has that value: its `scope` or its `scopeChoice` names the field; each such
 *   parameter is one the source operation declares.
 */
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';
import { propertiesOf } from './fieldChecks.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

/** The fields of the records an operation answers (its response's array items), or undefined when not documented. */
function answeredFields(operation) {
  const schema = operation?.response?.schema;
  return isObject(schema) && schema.type === 'array' && isObject(schema.items?.properties) ? schema.items.properties : undefined;
}

function checkChoice(page, choice, properties, tree, report) {
  const at = (...rest) => pointer('scopeChoice', ...rest);
  if (!Object.hasOwn(properties, choice.field)) {
    report.error(page.file, at('field'), `范围字段 "${choice.field}" 不在实体中`, suggest(String(choice.field), Object.keys(properties), '实体的字段'));
  }
  if (isObject(page.data.scope) && Object.hasOwn(page.data.scope, choice.field)) {
    report.error(page.file, at('field'), `字段 "${choice.field}" 已由 scope 固定，不能再供选择`, '删除 scope 中的它，或删除 scopeChoice');
  }
  const source = isObject(choice.source) ? choice.source : {};
  const family = tree.families?.get(source.family);
  if (!family) {
    report.error(page.file, at('source', 'family'), `接口族 "${source.family}" 不存在（families/${source.family}.json）`, suggest(String(source.family), [...(tree.families?.keys() ?? [])], '已有的接口族'));
    return;
  }
  const operations = list(family.data?.operations);
  const operation = operations.find((candidate) => candidate?.name === source.operation);
  if (!isObject(operation) || operation.method !== 'GET') {
    report.error(page.file, at('source', 'operation'), `接口族 ${source.family} 没有 GET 操作 "${source.operation}"`, suggest(String(source.operation), operations.filter((o) => o?.method === 'GET').map((o) => o.name), `${source.family} 的 GET 操作`));
    return;
  }
  const fields = answeredFields(operation);
  if (!fields) {
    if (isObject(operation.response?.schema)) report.error(page.file, at('source', 'operation'), `操作 ${source.family} ${source.operation} 的答复不是记录数组`, '选择范围读取答复记录数组的操作');
    return;
  }
  const preferred = isObject(choice.preferred) ? choice.preferred.field : undefined;
  for (const [role, key] of [['value', choice.value ?? 'id'], ['text', choice.text], ['preferred', preferred]]) {
    if (typeof key === 'string' && !Object.hasOwn(fields, key)) {
      report.error(page.file, at(role === 'preferred' ? 'preferred' : role), `操作 ${source.family} ${source.operation} 答复的记录没有字段 "${key}"`, suggest(key, Object.keys(fields), '答复记录的字段'));
    }
  }
}

/** The lookups of the entity whose source reads a scope value: [field key, lookup, query name, scope field]. */
function scopedLookups(properties) {
  return Object.entries(properties).flatMap(([key, field]) => {
    const source = isObject(field?.['x-lookup']?.source) ? field['x-lookup'].source : undefined;
    return Object.entries(isObject(source?.query) ? source.query : {}).filter(([, value]) => isObject(value)).map(([name, value]) => [key, source, name, value.scope]);
  });
}

/** A lookup source's query parameters are the operation's (checked once per entity). */
function checkLookupQueries(entity, tree, report) {
  for (const [key, field] of Object.entries(propertiesOf(entity))) {
    const source = isObject(field?.['x-lookup']?.source) ? field['x-lookup'].source : undefined;
    if (!source || !isObject(source.query)) continue;
    const operation = list(tree.families?.get(source.family)?.data?.operations).find((candidate) => candidate?.name === source.operation);
    if (!isObject(operation)) continue; // lookupChecks.mjs reports it
    const declared = isObject(operation.query) ? operation.query : {};
    for (const [name, value] of Object.entries(source.query)) {
      const at = pointer('properties', key, 'x-lookup', 'source', 'query', name);
      if (!Object.hasOwn(declared, name)) report.error(entity.file, at, `操作 ${source.family} ${source.operation} 没有查询参数 "${name}"`, suggest(name, Object.keys(declared), '它的查询参数'));
      if (isObject(value) && typeof value.scope !== 'string') report.error(entity.file, at, `查询参数 ${name} 的值应为固定值或 { "scope": "<字段>" }`, '如 { "scope": "portalId" }');
    }
  }
}

export function checkScopeChoices(tree, report) {
  let count = 0;
  for (const entity of tree.entities.values()) checkLookupQueries(entity, tree, report);
  for (const page of tree.pages.values()) {
    if (page.data?.kind !== 'list') continue;
    const entity = typeof page.data.entity === 'string' ? tree.entities.get(page.data.entity) : undefined;
    if (!entity) continue;
    const properties = propertiesOf(entity);
    const choice = isObject(page.data.scopeChoice) ? page.data.scopeChoice : undefined;
    if (choice) {
      count += 1;
      checkChoice(page, choice, properties, tree, report);
    }
    const held = new Set([...Object.keys(isObject(page.data.scope) ? page.data.scope : {}), ...(choice ? [choice.field] : [])]);
    for (const [key, source, name, scope] of scopedLookups(properties)) {
      if (typeof scope === 'string' && !held.has(scope)) {
        report.error(page.file, pointer(), `字段 "${key}" 的选项（${source.family} ${source.operation}）要用本页的范围值 ${scope} 作查询参数 ${name}，但本页没有该值`, `写 "scopeChoice": { "field": "${scope}", … } 或 "scope": { "${scope}": <值> }`);
      }
    }
  }
  return count;
}
