/**
 * The `x-seed` keyword of entity fields (src/pageLanguage/entity.ts SeedHint): data that tells
 * the generic seeder (entitySeed.ts) how to make a realistic value — picks (weighted, with the
 * sibling values that come with one), code patterns numbered in creation order, people,
 * organisations and fields of study, e-mail addresses made of a person's name, numbers, dates
 * relative to the seed's now or to another field, values of another collection's records, and conditions on the
 * record's state. Fields are filled in the order their hints depend on each other.
 */
import type { EntityField, EntitySchema, EntityValue, SeedCondition, SeedHint, SeedPickOption } from '../../src/pageLanguage/entity';
import type { SeedContext } from '../store/definition';
import { formatBeijingTime } from '../store/time';
import type { CrudRecord } from './crudRecord';
import { DAY, HOUR, atHours, formatTime, inSpan, monthFrom, parseBeijing, parseSpan } from './seedTime';
import { allTemplates, alsoSets, dependenciesOf, isOption, templatesOf } from './seedDependencies';
import { FirstRecords } from './seedFirst';
import { evaluate } from './seedExpressions';
import { undrawnInSet } from './seedDistinct';
import { INITIAL_IMAGE_COLOURS, initialImage } from './seedImage';
import { SetSplits } from './seedSplit';
import { listItemField } from './seedTable';
import { serviceOrgOf } from './seeds/support/serviceOrgs';
import { type Row, SEQ_TOKEN, renderTemplate, setVariable, templateVariables } from './seedTemplates';
import { emailAddress, orgName, personName, studyField } from './seedVocab';

export { hintedFields } from './seedDependencies';

const YEAR = 365 * DAY;
const MONTH = /^\d{4}-\d{2}$/;

function seedError(entity: EntitySchema, key: string, message: string): Error {
  return new Error(`schemas/entities/${entity.$id}.json 字段 ${key} 的 x-seed：${message}`);
}

/** A field of the row, or ("site.capacity") of the record its `ref` hints drew from that entity. */
function readField(row: Row, name: string): unknown {
  if (!name.includes('.')) return row[name];
  const [entityId = '', field = ''] = name.split('.');
  return (row[refSlot(entityId)] as CrudRecord | undefined)?.[field];
}

/** Whether the row meets the condition; `among` answers its `first` (FirstRecords). */
export function holds(condition: SeedCondition | undefined, row: Row, now: number, among?: (field: string, n: number) => boolean): boolean {
  if (!condition) return true;
  const value = readField(row, condition.field);
  const has = (list: EntityValue[]) => value !== undefined && list.some((item) => String(item) === String(value));
  if (condition.in && !has(condition.in)) return false;
  if (condition.notIn && has(condition.notIn)) return false;
  if (condition.within && !inSpan(value, condition.within, now)) return false;
  if (condition.first !== undefined && !among?.(condition.field, condition.first)) return false;
  if (condition.above !== undefined && !(Number(value) > evaluate(condition.above, (name) => readField(row, name)))) return false;
  return true;
}

/** A slot of the row holding the record of `entityId` its `ref` hints read (x-seed-per presets it). */
export const refSlot = (entityId: string) => `\u0000ref:${entityId.replace(/^crud\./, '')}`;

/** Makes the hinted values of one entity's records; one instance per seeding. */
export class HintedSeeder {
  /** Property keys (id excepted) in an order where each hint's dependencies come first. */
  readonly order: string[];
  private readonly pools = new Map<string, string[]>();
  private readonly used = new Map<string, Set<string>>();
  private readonly firsts = new FirstRecords();
  private splits?: SetSplits;

  constructor(
    private readonly entity: EntitySchema,
    private readonly ctx: SeedContext,
  ) {
    this.order = this.sortFields();
  }

  private sortFields(): string[] {
    const { properties } = this.entity;
    // The id is the store's to hand out, unless a hint numbers it (a pattern such as "88{seq:4}").
    const keys = Object.keys(properties).filter((key) => key !== 'id' || properties[key]?.['x-seed'] !== undefined);
    const deps = new Map<string, Set<string>>(keys.map((key) => [key, new Set<string>()]));
    for (const [key, field] of Object.entries(properties)) {
      const hint = field['x-seed'];
      if (!hint || !deps.has(key)) continue;
      for (const dep of dependenciesOf(hint, properties)) {
        if (!(dep in properties)) throw seedError(this.entity, key, `引用了实体没有的字段 ${dep}`);
        if (dep !== key) deps.get(key)!.add(dep);
      }
      for (const target of alsoSets(hint)) {
        if (target.startsWith('@')) continue;
        if (!(target in properties)) throw seedError(this.entity, key, `also 设置了实体没有的字段 ${target}`);
        deps.get(target)?.add(key);
      }
    }
    // A field reading a template variable ({@job}) comes after the field making it ({digits:7@job}).
    const makers = new Map<string, string>();
    for (const [key, field] of Object.entries(properties)) {
      for (const template of field['x-seed'] ? allTemplates(field['x-seed']) : []) for (const name of templateVariables(template).defines) makers.set(name, key);
      // A pick option's also key "@city" sets the variable city.
      for (const target of field['x-seed'] ? alsoSets(field['x-seed']) : []) if (target.startsWith('@')) makers.set(target.slice(1), key);
    }
    for (const [key, field] of Object.entries(properties)) {
      for (const template of field['x-seed'] ? allTemplates(field['x-seed']) : []) {
        for (const name of templateVariables(template).reads) {
          const maker = makers.get(name);
          if (!maker) throw seedError(this.entity, key, `模板变量 @${name} 没有字段生成`);
          if (maker !== key) deps.get(key)?.add(maker);
        }
      }
    }
    const order: string[] = [];
    const visiting = new Set<string>();
    const visit = (key: string) => {
      if (order.includes(key)) return;
      if (visiting.has(key)) throw seedError(this.entity, key, '字段之间循环依赖');
      visiting.add(key);
      for (const dep of deps.get(key) ?? []) visit(dep);
      visiting.delete(key);
      order.push(key);
    };
    for (const key of deps.keys()) visit(key);
    return order;
  }

  /** The value of a hinted field for record `index` (0-based), given the fields filled so far; undefined leaves it empty. */
  value(key: string, hint: SeedHint, row: Row, index: number): unknown {
    const field = this.entity.properties[key]!;
    this.firsts.seen(row, index);
    if (!field['x-unique']) return this.once(key, field, hint, row, index);
    const used = this.used.get(key) ?? new Set<string>();
    this.used.set(key, used);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const value = this.once(key, field, hint, row, index);
      if (value === undefined || (typeof value === 'string' && SEQ_TOKEN.test(value)) || !used.has(String(value))) {
        if (value !== undefined) used.add(String(value));
        return value;
      }
    }
    throw seedError(this.entity, key, '取值不够多，无法保证 x-unique 不重复（请调小 x-seed-count 或扩充取值）');
  }

  private once(key: string, field: EntityField, hint: SeedHint, row: Row, index: number): unknown {
    const { faker } = this.ctx;
    const now = this.ctx.refDate.getTime();
    const among = (name: string, n: number) => this.firsts.among(name, n, row, index, readField);
    if (!holds(hint.when, row, now, among)) return undefined;
    if (hint.empty !== undefined && faker.datatype.boolean({ probability: hint.empty })) return undefined;
    if ('cases' in hint) {
      const chosen = hint.cases.find((inner) => holds(inner.when, row, now, among));
      return chosen ? this.once(key, field, chosen, row, index) : undefined;
    }
    if ('either' in hint) return this.once(key, field, faker.helpers.weightedArrayElement(hint.either.map((inner) => ({ value: inner, weight: inner.weight ?? 1 }))), row, index);
    if ('pick' in hint) return this.pick(hint.pick, hint.cycle === true ? hint.every ?? 1 : 0, row, index);
    if ('month' in hint) {
      const months = Array.from({ length: hint.month[1] - hint.month[0] + 1 }, (_, i) => monthFrom(now, hint.month[0] + i));
      return hint.cycle ? months[Math.floor(index / (hint.every ?? 1)) % months.length] : faker.helpers.arrayElement(months);
    }
    if ('pattern' in hint || 'compose' in hint) {
      const text = templatesOf(hint).map((template) => this.render(template, row, ('date' in hint && hint.date) || 'createTime')).join('');
      // A number with a {seq} becomes one once numbered (numberSequences).
      return field.type === 'string' || SEQ_TOKEN.test(text) ? text : Number(text);
    }
    if ('person' in hint) return hint.female ? personName(faker, holds(hint.female, row, now) ? 'female' : 'male') : this.person(key, hint.pool);
    if ('org' in hint) return orgName(faker, hint.org);
    if ('studyField' in hint) return studyField(faker, hint.studyField);
    if ('email' in hint) return emailAddress(this.ctx.faker, row[hint.email], hint.domains);
    if ('range' in hint) return this.range(key, field, hint, row);
    if ('within' in hint) {
      const [from, to] = parseSpan(hint.within, now);
      const ms = atHours(faker, faker.number.int({ min: from, max: to }), hint.hours);
      // "round": on the hour or half hour, as bookings and meetings start.
      return formatTime(field, hint.round ? ms - (ms % (hint.round * 60_000)) : ms);
    }
    if ('after' in hint) return this.after(field, hint, row);
    if ('ref' in hint) return this.reference(hint.ref, hint.where, row)?.[hint.field];
    // Counted once the ids are known (countRecords).
    if ('countOf' in hint) return 0;
    // Served where the customer (or whatever the field numbers) is: the same organisation as its other records.
    if ('serviceOrg' in hint) return row[hint.serviceOrg] === undefined ? undefined : serviceOrgOf(Number(row[hint.serviceOrg]));
    // A picture of the field's first character (an avatar): seedImage.ts.
    if ('initialImage' in hint) return initialImage(String(readField(row, hint.initialImage) ?? ''), faker.helpers.arrayElement(hint.colours ?? INITIAL_IMAGE_COLOURS));
    // A field of the set's n-th item of a list its parent holds (a specification per listed spec): seedTable.ts.
    if ('item' in hint) return listItemField(readField(row, hint.item), row['$n'], hint.field);
    if ('split' in hint) {
      const parent = row[refSlot(hint.split.split('.')[0] ?? '')];
      if (typeof parent !== 'object' || parent === null) throw seedError(this.entity, key, 'split 只用于 x-seed-per 成组生成的记录，且须读取上级记录的字段（如 customer-resource.used）');
      this.splits ??= new SetSplits(faker);
      return this.splits.share(row, parent, hint.split, Number(readField(row, hint.split)), field.type === 'integer' ? 1 : 0.01, hint.spread);
    }
    throw seedError(this.entity, key, '没有可识别的种类');
  }

  /** `every` 0: at random by weight; else option after option (each `weight` times), moving on every `every` records. */
  private pick(options: (EntityValue | SeedPickOption)[], every: number, row: Row, index: number): EntityValue {
    const { faker } = this.ctx;
    const plan = every > 0 ? options.flatMap((item) => Array<EntityValue | SeedPickOption>(isOption(item) ? Math.max(1, Math.round(item.weight ?? 1)) : 1).fill(item)) : options;
    const option = every > 0
      ? plan[Math.floor(index / every) % plan.length]!
      : faker.helpers.weightedArrayElement(options.map((item) => ({ value: item, weight: isOption(item) ? item.weight ?? 1 : 1 })));
    if (!isOption(option)) return typeof option === 'string' && option.includes('{') ? this.render(option, row, 'createTime') : option;
    // The sibling values that come with this option: those fields take them and skip their own hints.
    for (const [sibling, value] of Object.entries(option.also ?? {})) {
      // "@city": a template variable that comes with this option (a region's cities), not a field.
      if (sibling.startsWith('@')) {
        setVariable(row, sibling.slice(1), this.render(String(value), row, 'createTime'));
        continue;
      }
      const field = this.entity.properties[sibling]!;
      if (typeof value !== 'string' || !value.includes('{')) row[sibling] = value;
      else row[sibling] = field.type === 'string' ? this.render(value, row, 'createTime') : Number(this.render(value, row, 'createTime'));
    }
    return typeof option.value === 'string' && option.value.includes('{') ? this.render(option.value, row, 'createTime') : option.value;
  }

  private render(template: string, row: Row, dateField: string): string {
    const dateText = String(row[dateField] ?? formatBeijingTime(this.ctx.refDate));
    return renderTemplate(this.ctx.faker, this.entity, template, row, dateText);
  }

  private person(key: string, pool: number | undefined): string {
    const { faker } = this.ctx;
    if (!pool) return personName(faker);
    // A team: the same few people come back record after record.
    let people = this.pools.get(key);
    if (!people) {
      people = Array.from({ length: pool }, () => personName(faker));
      this.pools.set(key, people);
    }
    return faker.helpers.arrayElement(people);
  }

  private range(key: string, field: EntityField, { range, step, among }: Extract<SeedHint, { range: unknown }>, row: Row): number {
    const { faker } = this.ctx;
    // A field, then numbers or fields added, taken away, multiplied or divided left to right ("headcount-2", "tradeAmount*shareRatio/100").
    const end = (value: number | string) => evaluate(value, (name) => readField(row, name));
    const unit = step ?? (field.type === 'integer' ? 1 : 0.01);
    const digits = Math.max(0, -Math.floor(Math.log10(unit)) + 1);
    // Within the field's own bounds, whatever the ends read, on the step (an integer field starts at a whole number).
    const low = Math.max(end(range[0]), field.minimum ?? -Infinity);
    const max = Math.min(end(range[1]), field.maximum ?? Infinity);
    if (!Number.isFinite(low) || !Number.isFinite(max)) throw seedError(this.entity, key, 'range 的端点不是数字');
    // Only the listed sizes (cards, cores by the node): one between the ends, else the nearest.
    if (among) {
      const inside = among.filter((value) => value >= low && value <= max);
      const gap = (value: number) => Math.max(low - value, value - max, 0);
      return inside.length > 0 ? faker.helpers.arrayElement(inside) : among.reduce((best, value) => (gap(value) < gap(best) ? value : best));
    }
    // Ends that meet are a worked-out value ("tradeAmount*shareRatio/100"): rounded to the step.
    if (max <= low) return Number((Math.round(low / unit) * unit).toFixed(digits));
    const min = Math.ceil(low / unit - 1e-9) * unit;
    const steps = Math.floor((max - min) / unit + 1e-9);
    const value = min + faker.number.int({ min: 0, max: steps }) * unit;
    return Number(value.toFixed(digits));
  }
  private after(field: EntityField, hint: Extract<SeedHint, { after: string }>, row: Row): string | undefined {
    const { faker } = this.ctx;
    const from = readField(row, hint.after);
    if (typeof from !== 'string') return undefined;
    // Ends may be expressions of the record ("usage*60/cores": a job's run time), rounded to whole units.
    const span = (pair: [number | string, number | string] | undefined, unit: number) => {
      if (!pair) return 0;
      const [min, max] = pair.map((end) => Math.round(evaluate(end, (name) => readField(row, name))));
      return faker.number.int({ min: min!, max: Math.max(min!, max!) }) * unit;
    };
    // After a "YYYY-MM" month is after its end: the first day of the next.
    const start = MONTH.test(from) ? parseBeijing(monthFrom(parseBeijing(from), 1)) : parseBeijing(from);
    let ms = start + span(hint.years, YEAR) + span(hint.days, DAY) + span(hint.minutes, 60_000);
    // With days, hours are the time of day; alone, they are hours after.
    ms = hint.days ? atHours(faker, ms, hint.hours) : ms + span(hint.hours, HOUR);
    const now = this.ctx.refDate.getTime();
    // The earliest of the bounds that are set: now, or times of the record (a resource's freeze or recycling).
    const bounds = (hint.notAfter === undefined ? [] : [hint.notAfter].flat()).map((name) => (name === 'now' ? now : readField(row, name)))
      .flatMap((bound) => (typeof bound === 'number' ? [bound] : typeof bound === 'string' ? [parseBeijing(bound)] : []));
    const limit = bounds.length > 0 ? Math.min(...bounds) : Infinity;
    // A time that would lie beyond falls between the other field's (when it comes after it; else ten days before) and the bound.
    if (ms > limit) ms = faker.number.int({ min: Math.min(ms >= start ? start : limit - 10 * DAY, limit - 60_000), max: limit - 60_000 });
    return formatTime(field, ms);
  }

  /** The record of `entity` this row draws on: one per row and entity, so its fields agree. */
  private reference(entityId: string, where: Record<string, EntityValue> | undefined, row: Row): CrudRecord | undefined {
    const slot = refSlot(entityId);
    if (row[slot]) return row[slot] as CrudRecord;
    const matching = this.ctx.get(`crud.${entityId}`).filter((record) =>
      Object.entries(where ?? {}).every(([name, value]) => String(record[name]) === String(value)));
    // x-seed-per distinct: a set's records draw different ones (seedDistinct.ts).
    const records = this.entity['x-seed-per']?.distinct?.includes(entityId) ? undrawnInSet(matching, row, slot, refSlot('$prev')) : matching;
    if (records.length === 0) return undefined;
    const record = this.ctx.faker.helpers.arrayElement(records);
    Object.defineProperty(row, slot, { value: record, enumerable: false });
    return record;
  }
}

/** Replaces the {seq:n} stand-ins: numbered from 1 per distinct prefix (e.g. per year), in row order; numeric fields become numbers. */
export function numberSequences(rows: Row[], entity: EntitySchema): void {
  const counters = new Map<string, number>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value !== 'string' || !SEQ_TOKEN.test(value)) continue;
      const series = `${key}\u0000${value}`;
      const seq = (counters.get(series) ?? 0) + 1;
      counters.set(series, seq);
      const numbered = value.replace(SEQ_TOKEN, (_match, width: string) => String(seq).padStart(Number(width), '0'));
      row[key] = entity.properties[key]?.type === 'string' ? numbered : Number(numbered);
    }
  }
}
