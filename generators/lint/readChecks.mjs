/**
 * Declared reads (an operation's `records` or `aggregate`, served with no hand-written handler)
 * must name what exists: the entity read and every field of it they filter, sort, group, sum or
 * answer (or the read declares with a `defaults` value), and an aggregate's row source and caller scope among those the mocks register
 * (mocks/handlers/rowSources.ts). A misspelt field would otherwise answer empty lists or zeros.
 */
import { pointer } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);
const entries = (value) => (value && typeof value === 'object' ? Object.entries(value) : []);

/** The names of `sources: { … }` and `scopes: { … }` in the row-source registry's text. */
export function readRowSourceNames(text) {
  const block = (name) => {
    const start = text.indexOf(`${name}: {`);
    if (start < 0) return new Set();
    let depth = 0;
    const names = new Set();
    for (let i = text.indexOf('{', start); i < text.length; i += 1) {
      if (text[i] === '{' || text[i] === '(' || text[i] === '[') depth += 1;
      else if (text[i] === '}' || text[i] === ')' || text[i] === ']') {
        depth -= 1;
        if (depth === 0) break;
      } else if (depth === 1) {
        const key = /^\s*'([a-z][a-z0-9-]*)'\s*:|^\s*([a-z][a-zA-Z0-9]*)\s*:/.exec(text.slice(i, i + 80));
        if (key && /[\n{,]/.test(text[i - 1] ?? '')) names.add(key[1] ?? key[2]);
      }
    }
    return names;
  };
  return { sources: block('sources'), scopes: block('scopes') };
}

/** Field names a condition list reads (`anyOf` groups included). */
function conditionFields(conditions) {
  return list(conditions).flatMap((condition, i) => (condition?.anyOf
    ? list(condition.anyOf).map((inner, j) => [inner?.field, [i, 'anyOf', j, 'field']])
    : [[condition?.field, [i, 'field']]]));
}

/**
 * [field, pointer tail] pairs of a records read, checked against its entity. Derived names count
 * as fields where answered, and so do the names the read gives a `defaults` value: payload the
 * records carry beyond the entity's fields (lists such as an application's tags), declared there.
 */
function recordsFields(read) {
  const declared = new Set([...Object.keys(read.derived ?? {}), ...Object.keys(read.defaults ?? {})]);
  const derived = declared;
  const pairs = conditionFields(read.where).map(([field, at]) => [field, ['where', ...at]]);
  for (const [i, filter] of list(read.filters).entries()) {
    for (const [j, field] of list(filter?.fields).entries()) if (!declared.has(field)) pairs.push([field, ['filters', i, 'fields', j]]);
  }
  for (const [name, order] of entries(read.sort?.options)) if (!derived.has(order?.field)) pairs.push([order?.field, ['sort', 'options', name, 'field']]);
  for (const [i, field] of list(read.fields).entries()) if (!derived.has(field)) pairs.push([field, ['fields', i]]);
  for (const [name, rule] of entries(read.derived)) {
    if (typeof rule?.label === 'string') pairs.push([rule.label, ['derived', name, 'label']]);
    if (typeof rule?.some === 'string' && !declared.has(rule.some)) pairs.push([rule.some, ['derived', name, 'some']]);
    if (typeof rule?.path === 'string') pairs.push([rule.path, ['derived', name, 'path']]);
  }
  return pairs;
}

/** [field, pointer tail] pairs of one part of an aggregate read. */
function partFields(name, part) {
  const pairs = [];
  const at = (...tail) => ['parts', name, ...tail];
  const measure = (m, ...tail) => {
    if (typeof m?.sum === 'string') pairs.push([m.sum, at(...tail, 'sum')]);
    if (typeof m?.distinct === 'string') pairs.push([m.distinct, at(...tail, 'distinct')]);
    for (const [field, inner] of conditionFields(m?.where)) pairs.push([field, at(...tail, 'where', ...inner)]);
  };
  if (part?.value) measure(part.value, 'value');
  for (const [key, m] of entries(part?.measures)) measure(m, 'measures', key);
  for (const [field, inner] of conditionFields(part?.where)) pairs.push([field, at('where', ...inner)]);
  const groupings = part?.groupBy?.options ? entries(part.groupBy.options).map(([key, g]) => [g, ['groupBy', 'options', key]]) : part?.groupBy ? [[part.groupBy, ['groupBy']]] : [];
  for (const [group, tail] of groupings) {
    pairs.push([group?.field, at(...tail, 'field')]);
    for (const [label, field] of entries(group?.labels)) pairs.push([field, at(...tail, 'labels', label)]);
  }
  for (const [i, field] of list(part?.rows?.fields).entries()) pairs.push([field, at('rows', 'fields', i)]);
  return pairs;
}

/** [field, pointer tail] pairs of the caller restriction, which applies to every source of the read. */
function restrictFields(read) {
  const restrict = read.restrict ?? {};
  return ['own', 'org', 'field'].filter((key) => typeof restrict[key] === 'string').map((key) => [restrict[key], ['restrict', key]]);
}

/**
 * The sources an aggregate read takes rows from, each with the [field, pointer tail] pairs read
 * from its rows: the declaration's own source (its `where`, `range`, `filters` and the parts
 * without a `source`), and each part naming a `source` of its own (that part, and the restriction).
 */
function aggregateSources(read) {
  const main = conditionFields(read.where).map(([field, at]) => [field, ['where', ...at]]);
  if (read.range) main.push([read.range.field, ['range', 'field']]);
  for (const [i, filter] of list(read.filters).entries()) main.push([filter?.field, ['filters', i, 'field']]);
  main.push(...restrictFields(read));
  const sources = [{ source: String(read.source ?? ''), at: ['source'], pairs: main }];
  for (const [name, part] of entries(read.parts)) {
    if (typeof part?.source === 'string') sources.push({ source: part.source, at: ['parts', name, 'source'], pairs: [...restrictFields(read), ...partFields(name, part)] });
    else main.push(...partFields(name, part));
  }
  return sources;
}

/**
 * Reports each declared read naming an entity, field, row source or scope that does not exist;
 * returns how many reads were checked.
 */
export function checkDeclaredReads(tree, registry, report) {
  let checked = 0;
  const entityOf = (id) => [...(tree.entities?.values() ?? [])].find((e) => e.data?.$id === id || e.name === id);
  const checkFields = (family, at, entityId, pairs) => {
    const entity = entityOf(entityId);
    if (!entity) {
      report.error(family.file, pointer(...at), `实体 "${entityId}" 不存在`, '写 schemas/entities 中某个实体的 $id');
      return;
    }
    const fields = new Set(['id', ...Object.keys(entity.data?.properties ?? {})]);
    for (const [field, tail] of pairs) {
      if (typeof field === 'string' && !fields.has(field)) {
        report.error(family.file, pointer(...at, ...tail), `字段 "${field}" 不在实体 ${entityId} 中`, `可用字段：${[...fields].join('、')}`);
      }
    }
  };
  for (const family of tree.families?.values() ?? []) {
    for (const [i, operation] of list(family.data?.operations).entries()) {
      const records = operation?.records;
      if (records) {
        checked += 1;
        checkFields(family, ['operations', i, 'records'], records.entity, recordsFields(records));
        for (const [name, rule] of entries(records.derived)) {
          if (rule?.count) checkFields(family, ['operations', i, 'records', 'derived', name, 'count'], rule.count.entity, [[rule.count.field, ['field']], ...conditionFields(rule.count.where).map(([f, at]) => [f, ['where', ...at]])]);
        }
      }
      const aggregate = operation?.aggregate;
      if (aggregate) {
        checked += 1;
        const at = ['operations', i, 'aggregate'];
        for (const { source, at: sourceAt, pairs } of aggregateSources(aggregate)) {
          if (source.startsWith('entity:')) checkFields(family, at, source.slice('entity:'.length), pairs);
          else if (!registry.sources.has(source)) {
            report.error(family.file, pointer(...at, ...sourceAt), `数据来源 "${source}" 没有注册`, `写 "entity:<实体>" 或 mocks/handlers/rowSources.ts 注册的来源：${[...registry.sources].join('、') || '（无）'}`);
          }
        }
        const scope = aggregate.restrict?.scope;
        if (typeof scope === 'string' && !registry.scopes.has(scope)) {
          report.error(family.file, pointer(...at, 'restrict', 'scope'), `范围 "${scope}" 没有注册`, `mocks/handlers/rowSources.ts 注册的范围：${[...registry.scopes].join('、') || '（无）'}`);
        }
      }
    }
  }
  return checked;
}
