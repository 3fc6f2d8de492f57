/**
 * The seeder of every CRUD collection without a hand-written seed in mocks/crud/seeds/<entity>.ts:
 * `x-seed-count` records (default 64), each field made by its `x-seed` hint (seedHints.ts) or,
 * without one, read off the entity — enums, formats, lengths, bounds, the mainland-mobile pattern
 * and what the field's Chinese title says it is — so a page added by `npm run new:page` lists
 * believable rows at once. Hand-written seeds stay only for stories hints cannot tell. An
 * entity's organisation field (`x-org-field`) without a hint is spread over the organisations by
 * record id (seeds/support/serviceOrgs.ts), so a sub-centre sees part of the list.
 */
import type { Faker } from '@faker-js/faker';
import type { EntityField, EntitySchema } from '../../src/pageLanguage/entity';
import type { CollectionDefinition } from '../store/definition';
import { mobileNumber } from '../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../store/time';
import type { CrudRecord } from './crudRecord';
import { orgFieldOf } from './orgField';
import { HintedSeeder, hintedFields, numberSequences } from './seedHints';
import { finishRows, plannedRows } from './seedPlan';
import { beginTableRow, tableCount, tableFields } from './seedTable';
import { cityName, emailAddress, orgName, personName, studyField } from './seedVocab';
import { INITIAL_IMAGE_COLOURS, initialImage } from './seedImage';
import { titleKind } from '../../generators/scaffold/fieldKinds.mjs';
import { serviceOrgOf } from './seeds/support/serviceOrgs';

const COUNT = 64;

// zh_CN faker has no lorem; remarks are drawn from phrases an HPC operations team would write.
const PHRASES = [
  '已与客户确认需求', '按季度结算', '需要协调 GPU 资源', '材料已归档', '等待负责人审核', '下周安排回访',
  '已完成现场核查', '跟进合同续签事宜', '关注作业排队情况', '存储配额需扩容', '已发送通知邮件', '按计划推进',
] as const;
const DEPARTMENTS = ['运营部', '技术支持部', '应用研发部', '市场部', '客户服务部', '综合管理部'] as const;

/** The record being made and its entity's fields: what a field made later may read. */
interface SeededRecord {
  row: Readonly<Record<string, unknown>>;
  fields: Readonly<Record<string, EntityField>>;
}

/** The record's person (its first field titled as one that already holds a name), for its e-mail address. */
function personOf({ row, fields }: SeededRecord): unknown {
  const key = Object.keys(fields).find((name) => typeof row[name] === 'string' && fields[name]!.type === 'string' && !fields[name]!.format && titleKind(fields[name]!.title) === 'person');
  return key === undefined ? undefined : row[key];
}

function sentence(faker: Faker): string {
  return `${faker.helpers.arrayElements(PHRASES, { min: 1, max: 3 }).join('，')}。`;
}

/**
 * Text for a free string field, picked by what its Chinese title says it is (titleKind, the rules
 * new:page writes hints by). Only remark-like fields get sentences: a unit, direction, vendor or
 * name never reads 按计划推进。, and a picture is a picture.
 */
function textFor(faker: Faker, key: string, field: EntityField, record: SeededRecord | undefined): string {
  const title = field.title;
  const kind = titleKind(title);
  // An address is its person's name in pinyin (the record's 联系人 or 姓名 when made before it) at a mailbox provider.
  if (field.format === 'email' || kind === 'email') return fitted(faker, field, emailAddress(faker, record ? personOf(record) : personName(faker)));
  if (field.format === 'uri') return fitted(faker, field, `https://www.hpc-demo.cn/${faker.string.alphanumeric(8).toLowerCase()}`);
  if (field.pattern === '^1[3-9]\\d{9}$' || kind === 'phone') return fitted(faker, field, mobileNumber(faker));
  switch (kind) {
    case 'remark': return fitted(faker, field, sentence(faker));
    // The round initial of what the title names (应用图标: 应); cut short it would be no picture.
    case 'picture': return initialImage(title.replace(/图标|头像|封面|图片|照片|logo/gi, '') || title, faker.helpers.arrayElement(INITIAL_IMAGE_COLOURS));
    case 'company': return fitted(faker, field, orgName(faker, 'company'));
    case 'organisation': return fitted(faker, field, orgName(faker, ['college', 'institute', 'company']));
    case 'study': return fitted(faker, field, studyField(faker, ['research', 'applied']));
    case 'department': return fitted(faker, field, faker.helpers.arrayElement(DEPARTMENTS));
    case 'city': return fitted(faker, field, cityName(faker));
    case 'person': return fitted(faker, field, personName(faker));
    case 'address': return fitted(faker, field, `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 999 })}号`);
    case 'code': return fitted(faker, field, `${key.slice(0, 2).toUpperCase()}${faker.string.numeric(10)}`);
    case 'name': return fitted(faker, field, `${cityName(faker)}${faker.helpers.arrayElement(['算力', '超算', '数据', '智算', '科研'])}${faker.helpers.arrayElement(['中心', '项目', '平台', '服务'])}`);
    // Anything else is a short value of its kind: its title and a number, never a sentence.
    default: return fitted(faker, field, `${title.replace(/（.*?）|\(.*?\)/g, '')}${faker.string.numeric(3)}`);
  }
}

/** The text within the field's lengths. */
function fitted(faker: Faker, field: EntityField, made: string): string {
  let text = made;
  const min = field.minLength ?? 0;
  while (text.length < min) text += faker.string.numeric(1);
  return field.maxLength ? text.slice(0, field.maxLength) : text;
}

function numberFor(faker: Faker, field: EntityField): number {
  const min = field.minimum ?? 0;
  const max = field.maximum ?? (field.type === 'integer' ? 1000 : 100000);
  if (field.type === 'integer') return faker.number.int({ min: Math.ceil(min), max: Math.floor(max) });
  return Number(faker.number.float({ min, max, fractionDigits: 2 }).toFixed(2));
}

/** One value of a field without a hint; undefined leaves an optional field empty now and then. */
export function seedValue(faker: Faker, key: string, field: EntityField, refDate: Date, required: boolean, record?: SeededRecord): unknown {
  if (!required && key !== 'createTime' && faker.number.int({ min: 1, max: 8 }) === 1) return undefined;
  if (field.oneOf) return faker.helpers.arrayElement(field.oneOf).const;
  if (field.type === 'boolean') return faker.datatype.boolean();
  if (field.type === 'integer' || field.type === 'number') return numberFor(faker, field);
  if (field.format === 'datetime') return formatBeijingTime(faker.date.past({ years: 1, refDate }));
  if (field.format === 'date') return formatBeijingDate(faker.date.between({ from: new Date(refDate.getTime() - 365 * 864e5), to: new Date(refDate.getTime() + 365 * 864e5) }));
  if (field.format === 'birth-date') return formatBeijingDate(faker.date.birthdate({ mode: 'age', min: 18, max: 65, refDate }));
  if (field.format === 'base64') return btoa(faker.string.alphanumeric({ length: { min: 6, max: 24 } }));
  if (field.contentMediaType === 'text/html') return `<p>${sentence(faker)}</p><p>${sentence(faker)}</p>`;
  return textFor(faker, key, field, record);
}

/** A stable number of the entity's text: a copy persisted from other hints is reseeded. */
function versionOf(entity: EntitySchema): number {
  let hash = 0;
  for (const char of JSON.stringify(entity)) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return 1000 + hash;
}

/** The generic seeder of one entity: `count` records (default x-seed-count, else 64; or sets per x-seed-per), ordered by createTime when present, ids from x-seed-id-start (default 1) unless the id has a hint. */
export function entitySeed(entity: EntitySchema, options: { count?: number } = {}): CollectionDefinition<CrudRecord> {
  const count = options.count ?? entity['x-seed-count'] ?? tableCount(entity) ?? COUNT;
  const required = new Set(entity.required ?? []);
  const orgField = orgFieldOf(entity);
  // Fields a table row (x-seed-table, seedTable.ts) or a pick's also sets stay empty where none does.
  const hinted = new Set([...hintedFields(entity), ...tableFields(entity)]);
  const hintedOrg = orgField != null && hinted.has(orgField);
  return {
    idKind: 'number',
    version: versionOf(entity),
    seed: (ctx) => {
      const seeder = new HintedSeeder(entity, ctx);
      const rows = plannedRows(entity, ctx, count, (row, index) => {
        beginTableRow(entity, row, index);
        for (const key of seeder.order) {
          // Set already by a sibling's pick (`also`), a batch's first record, or the organisation spread below.
          if (key in row || (key === orgField && !hintedOrg)) continue;
          const field = entity.properties[key]!;
          // A count is worked out when answered (relatedRecords.ts), never stored.
          if (field['x-count']) continue;
          const hint = field['x-seed'];
          // A field only some picks set (a remark on one partition) stays empty on the others.
          if (!hint && hinted.has(key)) continue;
          const value = hint ? seeder.value(key, hint, row, index) : seedValue(ctx.faker, key, field, ctx.refDate, required.has(key), { row, fields: entity.properties });
          if (value !== undefined) row[key] = value;
        }
      });
      // In creation order (or the entity's x-seed-sort: jobs by their start) before ids and {seq} numbers are handed out.
      // A table keeps its own order.
      const sortBy = entity['x-seed-sort'] ?? (entity['x-seed-table'] ? '' : 'createTime');
      if (entity.properties[sortBy]) rows.sort((a, b) => String(a[sortBy]).localeCompare(String(b[sortBy])));
      numberSequences(rows, entity);
      finishRows(entity, ctx, rows);
      // Ids are handed out in this order (from 1 unless x-seed-id-start says): record n is served by serviceOrgOf(n).
      return orgField && !hintedOrg ? rows.map((row, index) => ({ ...row, [orgField]: serviceOrgOf(Number(row.id ?? index + 1)) })) : rows.map((row) => ({ ...row }));
    },
  };
}
