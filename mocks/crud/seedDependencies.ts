/**
 * Which fields a seed hint reads and sets (seedHints.ts fills a record's fields in this order):
 * the fields its `when`, `after`, `email` and range ends name — "site.capacity" standing for the
 * fields that draw the site —, the fields its templates name, and the siblings its picks set.
 */
import type { EntityField, EntitySchema, EntityValue, SeedHint, SeedPickOption } from '../../src/pageLanguage/entity';
import { expressionFields } from './seedExpressions';
import { TOKEN } from './seedTemplates';

export function isOption(option: EntityValue | SeedPickOption): option is SeedPickOption {
  return typeof option === 'object' && option !== null;
}

export function templatesOf(hint: SeedHint): string[] {
  if ('pattern' in hint) return [hint.pattern];
  if ('compose' in hint) return hint.compose;
  return [];
}

/** Every template of a hint: its own, its pick options' sibling values, its cases'. */
export function allTemplates(hint: SeedHint): string[] {
  if ('cases' in hint) return hint.cases.flatMap(allTemplates);
  if ('either' in hint) return hint.either.flatMap(allTemplates);
  if ('pick' in hint) return pickTemplates(hint.pick);
  return templatesOf(hint);
}

/** A pick's templates: its values and their sibling values that hold tokens ("{area}土地利用分类"). */
function pickTemplates(options: (EntityValue | SeedPickOption)[]): string[] {
  return options.flatMap((option) => [isOption(option) ? option.value : option, ...(isOption(option) ? Object.values(option.also ?? {}) : [])])
    .filter((value): value is string => typeof value === 'string' && value.includes('{'));
}

/** Fields of the record a hint reads (they are filled first). */
export function dependenciesOf(hint: SeedHint, properties: Record<string, EntityField>): string[] {
  const deps: string[] = hint.when ? [hint.when.field, ...expressionFields(hint.when.above)] : [];
  if ('after' in hint) deps.push(hint.after, ...[hint.notAfter ?? []].flat().filter((name) => name !== 'now'), ...(hint.minutes ?? []).flatMap(expressionFields));
  if ('email' in hint) deps.push(hint.email);
  if ('range' in hint) deps.push(...hint.range.flatMap(expressionFields));
  if ('serviceOrg' in hint) deps.push(hint.serviceOrg);
  if ('initialImage' in hint) deps.push(hint.initialImage);
  if ('item' in hint) deps.push(hint.item);
  if ('person' in hint && hint.female) deps.push(hint.female.field);
  // "site.capacity" reads the record the row's `ref` hints drew from site: those fields come first;
  // "$n" and "$size" are the row's place in its set, known before any field.
  return deps.filter((dep) => !dep.startsWith('$')).flatMap((dep) => (dep.includes('.') ? refFieldsOf(dep.split('.')[0]!, properties) : [dep])).concat(templateDeps(hint, properties));
}

/** Fields whose hints (or their cases) draw a record of `entityId`. */
function refFieldsOf(entityId: string, properties: Record<string, EntityField>): string[] {
  const refs = (hint: SeedHint): boolean => ('ref' in hint && hint.ref === entityId) || ('cases' in hint && hint.cases.some(refs)) || ('either' in hint && hint.either.some(refs));
  return Object.entries(properties).filter(([, field]) => field['x-seed'] && refs(field['x-seed'])).map(([key]) => key);
}

/** Fields the hint's templates and cases read. */
function templateDeps(hint: SeedHint, properties: Record<string, EntityField>): string[] {
  const deps: string[] = [];
  if ('cases' in hint) deps.push(...hint.cases.flatMap((inner) => dependenciesOf(inner, properties)));
  if ('either' in hint) deps.push(...hint.either.flatMap((inner) => dependenciesOf(inner, properties)));
  // A pick's sibling values may be templates too ("{area}土地利用分类").
  const templates = 'pick' in hint ? pickTemplates(hint.pick) : templatesOf(hint);
  if (templates.length > 0) {
    for (const template of templates) {
      for (const [, token] of template.matchAll(TOKEN)) if (token && token in properties) deps.push(token);
    }
    if (templates.some((template) => /\{(yyyy|yy|MM|M|dd|HH|mm)\}/.test(template))) {
      const dateField = ('date' in hint && hint.date) || 'createTime';
      if (dateField in properties) deps.push(dateField);
    }
  }
  return deps;
}

/** Sibling fields a hint's pick options set. */
export function alsoSets(hint: SeedHint): string[] {
  if ('pick' in hint) return hint.pick.flatMap((option) => (isOption(option) && option.also ? Object.keys(option.also) : []));
  if ('cases' in hint) return hint.cases.flatMap(alsoSets);
  if ('either' in hint) return hint.either.flatMap(alsoSets);
  return [];
}

/** Fields given a value by hints: their own, or a sibling's pick (`also`). */
export function hintedFields(entity: EntitySchema): Set<string> {
  const fields = new Set<string>();
  for (const [key, field] of Object.entries(entity.properties)) {
    const hint = field['x-seed'];
    if (!hint) continue;
    fields.add(key);
    for (const target of alsoSets(hint)) fields.add(target);
  }
  return fields;
}
