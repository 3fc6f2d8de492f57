/**
 * A seeder read off an entity schema, for CRUD collections that have no hand-written seed in
 * mocks/crud/seeds/<entity>.ts: every record satisfies the entity (enums, formats, lengths,
 * bounds, the mainland-mobile pattern), so a page added by `npm run new:page` lists realistic
 * rows at once. Hand-written seeds stay the way to tell a story (names of a trade, related rows).
 * An entity's organisation field (`x-org-field`) is spread over the organisations by record id
 * (seeds/support/serviceOrgs.ts), so a sub-centre sees part of the list.
 */
import type { Faker } from '@faker-js/faker';
import type { EntityField, EntitySchema } from '../../src/pageLanguage/entity';
import type { CollectionDefinition } from '../store/definition';
import { mobileNumber } from '../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../store/time';
import type { CrudRecord } from './crudRecord';
import { orgFieldOf } from './orgField';
import { serviceOrgOf } from './seeds/support/serviceOrgs';

const COUNT = 64;

// zh_CN faker has no lorem; free text is drawn from phrases an HPC operations team would write.
const PHRASES = [
  '已与客户确认需求', '按季度结算', '需要协调 GPU 资源', '材料已归档', '等待负责人审核', '下周安排回访',
  '已完成现场核查', '跟进合同续签事宜', '关注作业排队情况', '存储配额需扩容', '已发送通知邮件', '按计划推进',
] as const;

function sentence(faker: Faker): string {
  return `${faker.helpers.arrayElements(PHRASES, { min: 1, max: 3 }).join('，')}。`;
}

/** Text for a free string field, picked by what its Chinese title says it is. */
function textFor(faker: Faker, key: string, field: EntityField): string {
  const title = field.title;
  const person = () => `${faker.person.lastName()}${faker.person.firstName()}`;
  let text: string;
  if (field.format === 'email') text = `${faker.string.alpha({ length: { min: 4, max: 9 }, casing: 'lower' })}@hpc-demo.cn`;
  else if (field.format === 'uri') text = `https://www.hpc-demo.cn/${faker.string.alphanumeric(8).toLowerCase()}`;
  else if (field.pattern === '^1[3-9]\\d{9}$' || /电话|手机/.test(title)) text = mobileNumber(faker);
  else if (/人|姓名|经理|负责|联系/.test(title)) text = person();
  else if (/地址|地点|位置/.test(title)) text = `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 999 })}号`;
  else if (/编号|单号|编码/.test(title)) text = `${key.slice(0, 2).toUpperCase()}${faker.string.numeric(10)}`;
  else if (/名称|标题|主题/.test(title)) text = `${faker.location.city()}${faker.helpers.arrayElement(['算力', '超算', '数据', '智算', '科研'])}${faker.helpers.arrayElement(['中心', '项目', '平台', '服务'])}`;
  else text = sentence(faker);
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

/** One value of a field; undefined leaves an optional field empty now and then. */
export function seedValue(faker: Faker, key: string, field: EntityField, refDate: Date, required: boolean): unknown {
  if (!required && key !== 'createTime' && faker.number.int({ min: 1, max: 8 }) === 1) return undefined;
  if (field.oneOf) return faker.helpers.arrayElement(field.oneOf).const;
  if (field.type === 'boolean') return faker.datatype.boolean();
  if (field.type === 'integer' || field.type === 'number') return numberFor(faker, field);
  if (field.format === 'datetime') return formatBeijingTime(faker.date.past({ years: 1, refDate }));
  if (field.format === 'date') return formatBeijingDate(faker.date.between({ from: new Date(refDate.getTime() - 365 * 864e5), to: new Date(refDate.getTime() + 365 * 864e5) }));
  if (field.format === 'birth-date') return formatBeijingDate(faker.date.birthdate({ mode: 'age', min: 18, max: 65, refDate }));
  if (field.format === 'base64') return btoa(faker.string.alphanumeric({ length: { min: 6, max: 24 } }));
  if (field.contentMediaType === 'text/html') return `<p>${sentence(faker)}</p><p>${sentence(faker)}</p>`;
  return textFor(faker, key, field);
}

/** The generic seeder of one entity: `count` records (default 64), ids from 1, ordered by createTime when present. */
export function entitySeed(entity: EntitySchema, options: { count?: number } = {}): CollectionDefinition<CrudRecord> {
  const count = options.count ?? COUNT;
  const required = new Set(entity.required ?? []);
  const orgField = orgFieldOf(entity);
  return {
    idKind: 'number',
    // 2: the organisation field came later; a copy saved without it is reseeded.
    version: orgField ? 2 : 1,
    seed: ({ faker, refDate }) => {
      const rows = Array.from({ length: count }, () => {
        const row: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(entity.properties)) {
          if (key === 'id' || key === orgField) continue;
          const value = seedValue(faker, key, field, refDate, required.has(key));
          if (value !== undefined) row[key] = value;
        }
        return row;
      });
      if (entity.properties.createTime) rows.sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)));
      // Ids are handed out in this order from 1: record n is served by serviceOrgOf(n).
      return orgField ? rows.map((row, index) => ({ ...row, [orgField]: serviceOrgOf(index + 1) })) : rows;
    },
  };
}
