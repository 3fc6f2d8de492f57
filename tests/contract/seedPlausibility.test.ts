/**
 * The demo data reads as what each column's title says: walks every entity's seeded records once
 * (the generated CRUD collections and the store collections entities seed) and fails on a field
 * titled as an e-mail, a phone, an organisation, a research direction, a name (a vendor's, a
 * person's, a record's) or a picture that holds something of another kind — random letters for
 * an address or a name, a remark sentence for a unit or a name, an empty 应用图标. The rules
 * here are the reader's, written apart from the seeder's own guesses, so a wrong guess or hint
 * shows.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { parseFieldSpecs } from '../../generators/scaffold/fieldSpec.mjs';
import { buildEntity } from '../../generators/scaffold/pageFiles.mjs';
import { entitySeed } from '../../mocks/crud/entitySeed';
import type { SeedContext } from '../../mocks/store/definition';
import { SEED_REF_DATE } from '../../mocks/store/time';
import { crudEntities } from '../../mocks/crud/crudCollections';
import { orgFieldOf } from '../../mocks/crud/orgField';
import { STUDY_FIELDS } from '../../mocks/crud/seedVocab';
import { storeSeededEntities } from '../../mocks/crud/storeSeeds';
import { mockControl } from '../../mocks/control';
import type { EntityField, EntitySchema } from '../../src/pageLanguage/entity';

type Rows = readonly Record<string, unknown>[];

/** A pinyin syllable (initial and final, no tones); an address's name part is a run of them. */
const SYLLABLES = /^(?:(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|van|ai|ei|ao|ou|an|en|er|in|un|vn|ia|ie|iu|ua|uo|ui|ue|ve|a|o|e|i|u|v))+$/;
/** Role mailboxes an organisation really has (support@, hpc15001@ for a staff number). */
const ROLE_MAILBOXES = new Set(['admin', 'support', 'service', 'info', 'contact', 'hpc', 'sales', 'office', 'noreply']);
const EMAIL = /^[a-z0-9]+(?:[._-][a-z0-9]+)*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export function emailProblem(value: string): string | undefined {
  if (!EMAIL.test(value)) return '不是邮箱地址';
  const name = value.split('@')[0]!.replace(/[0-9._-]/g, '');
  return SYLLABLES.test(name) || ROLE_MAILBOXES.has(name) ? undefined : '用户名不是姓名拼音或职能邮箱';
}

const PHONE = /^(?:1[3-9]\d{9}|0\d{2,3}-\d{7,8}|400-\d{3}-\d{4})$/;
/** How an organisation's name ends: a school, an institute, a laboratory, a company, an agency. */
const ORGANISATION = /(?:大学|学院|中学|小学|学校|研究所|研究院|实验室|科学院|课题组|中心|公司|集团|局|台|社|学会|部|医院|所|院|厂|站|馆)$/;
const PICTURE = /^(?:data:image\/[a-z+]+[;,]|\/api\/[\w/-]+\/(?:files|icon)\/[^/\s]+|https?:\/\/\S+\.(?:png|jpe?g|svg|webp|gif)$)/;

/**
 * Letters no name is spelt with, as a generator's random string reads: five consonants running
 * (xkqzr), a lower-case word without a vowel (qwrt), or the case flipping twice inside a word
 * (kXqZ). Names, acronyms and brands pass: LAMMPS, lammps_cu_tensile, GmbH, RoseTTAFold.
 */
export function randomLetters(value: string): boolean {
  return (value.match(/[A-Za-z]{4,}/g) ?? []).some((word) =>
    /[bcdfghjklmnpqrstvwxz]{5,}/i.test(word)
    || (word === word.toLowerCase() && !/[aeiouy]/.test(word))
    || (word.match(/[a-z][A-Z]/g)?.length ?? 0) >= 2);
}

/** What a name (a vendor's, a person's, a record's) never is: a remark sentence or random letters. */
export function nameProblem(value: string): string | undefined {
  if (/[。！？]$/.test(value.trim())) return '是一句备注';
  return randomLetters(value) ? '是随机字母' : undefined;
}

interface Rule {
  kind: string;
  applies: (field: EntityField) => boolean;
  problem: (value: string) => string | undefined;
  /** Every record holds one: an application's icon is never "-". */
  always?: boolean;
}

const RULES: Rule[] = [
  { kind: '邮箱', applies: (field) => field.format === 'email' || /邮箱|邮件地址/.test(field.title), problem: emailProblem },
  { kind: '电话', applies: (field) => /电话|手机/.test(field.title), problem: (value) => (PHONE.test(value) ? undefined : '不是手机号码或带区号的电话') },
  {
    kind: '单位',
    applies: (field) => /单位|公司|厂商|供应商|企业名称|院校|学校/.test(field.title),
    problem: (value) => (/[，。；]/.test(value) ? '是一句备注' : ORGANISATION.test(value) ? undefined : '不像机构名称'),
  },
  {
    kind: '研究方向',
    applies: (field) => /研究方向|研究领域|专业|学科/.test(field.title),
    problem: (value) => ([...STUDY_FIELDS.research, ...STUDY_FIELDS.applied].includes(value) ? undefined : '不是一个研究方向'),
  },
  {
    kind: '名称',
    // 单位, 厂商 and 研究方向 have stricter rules above; a 开发商 may be a foreign company (VASP Software GmbH).
    applies: (field) => /名称|姓名|名字|标题|开发商|机构|组织$|联系人|负责人|申请人|经理/.test(field.title) && !/单位|厂商|供应商|院校|学校/.test(field.title),
    problem: nameProblem,
  },
  { kind: '图片', applies: (field) => /图标|头像|封面|图片|照片|logo/i.test(field.title), problem: (value) => (PICTURE.test(value) ? undefined : '不是图片') },
  { kind: '图标', applies: (field) => /图标|头像|logo/i.test(field.title), problem: () => undefined, always: true },
];

/** Problems of one entity's rows: `<entity>.<field> <record id>: <what it holds> <why>`. */
export function plausibilityProblems(entity: EntitySchema, rows: Rows): string[] {
  const problems: string[] = [];
  const orgField = orgFieldOf(entity);
  for (const [key, field] of Object.entries(entity.properties)) {
    // Organisation ids (所属组织, 服务机构) and choices are not free text of a kind.
    if (field.type !== 'string' || field.oneOf || key === orgField) continue;
    for (const rule of RULES.filter((candidate) => candidate.applies(field))) {
      for (const row of rows) {
        const value = row[key];
        if (value === undefined || value === null || value === '') {
          if (rule.always) problems.push(`${entity.$id}.${key} ${String(row.id)}: 空（${field.title}每条都应有）`);
          continue;
        }
        const why = rule.problem(String(value));
        if (why) problems.push(`${entity.$id}.${key} ${String(row.id)}: ${String(value).slice(0, 40)} ${why}（${rule.kind}）`);
      }
    }
  }
  return problems;
}

describe('seeded values read as their titles say', () => {
  it('the checks tell the kinds apart', () => {
    expect(emailProblem('zhangwei@nju.edu.cn')).toBeUndefined();
    expect(emailProblem('li.na@ecs-tech.com')).toBeUndefined();
    expect(emailProblem('hpc15001@hpc-demo.cn')).toBeUndefined();
    expect(emailProblem('xkqzrt@qq.com')).toBe('用户名不是姓名拼音或职能邮箱');
    expect(emailProblem('张伟@qq.com')).toBe('不是邮箱地址');
    for (const name of ['LAMMPS', 'VASP Software GmbH', 'RoseTTAFold', 'COMSOL Multiphysics', 'Gaussian, Inc.', 'hpc_wuting', 'lammps_cu_tensile', '广州鼎信智算科技有限公司', '作业 5091203 运行失败']) {
      expect(nameProblem(name), name).toBeUndefined();
    }
    expect(nameProblem('已发送通知邮件，按计划推进。')).toBe('是一句备注');
    expect(nameProblem('xkqzrtvb')).toBe('是随机字母');
    expect(nameProblem('qwrt')).toBe('是随机字母');
    expect(nameProblem('kXqZaBcD Ltd')).toBe('是随机字母');
    const probe: EntitySchema = {
      $id: 'probe', title: '样例', type: 'object', properties: {
        id: { type: 'integer', title: '编号' },
        unit: { type: 'string', title: '所在单位' }, research: { type: 'string', title: '研究方向' },
        phone: { type: 'string', title: '联系电话' }, icon: { type: 'string', title: '应用图标' },
        vendor: { type: 'string', title: '开发商' }, contact: { type: 'string', title: '联系人' },
        mail: { type: 'string', title: '邮箱' },
      },
    };
    expect(plausibilityProblems(probe, [{ id: 1, unit: '中山大学物理学院', research: '计算流体力学', phone: '13800138000', icon: '/api/x/v1/app/icon/1', vendor: 'Gaussian, Inc.', contact: '张伟', mail: 'zhangwei@163.com' }])).toEqual([]);
    expect(plausibilityProblems(probe, [{ id: 2, unit: '按计划推进。', research: '已发送通知邮件', phone: '123', icon: '', vendor: '已发送通知邮件。', contact: 'xkqzrtvb', mail: '邮箱531' }])).toEqual([
      'probe.unit 2: 按计划推进。 是一句备注（单位）',
      'probe.research 2: 已发送通知邮件 不是一个研究方向（研究方向）',
      'probe.phone 2: 123 不是手机号码或带区号的电话（电话）',
      'probe.icon 2: 空（应用图标每条都应有）',
      'probe.vendor 2: 已发送通知邮件。 是一句备注（名称）',
      'probe.contact 2: xkqzrtvb 是随机字母（名称）',
      'probe.mail 2: 邮箱531 不是邮箱地址（邮箱）',
    ]);
  });

  it('every entity\'s seeded records: e-mails, phones, organisations, research directions, names and pictures', () => {
    const problems = [
      ...[...crudEntities.values()].flatMap((entity) => plausibilityProblems(entity, mockControl.db.collection(`crud.${entity.$id}` as 'users').list() as unknown as Rows)),
      ...[...storeSeededEntities].flatMap(([name, entity]) => plausibilityProblems(entity, mockControl.db.collection(name as 'users').list() as unknown as Rows)),
    ];
    expect(problems).toEqual([]);
  });

  it('a page npm run new:page writes seeds plausible values from its titles alone (hints it writes, guesses for the rest)', () => {
    const fields = parseFieldSpecs([
      'appName:text:应用名称:required', 'vendor:text:软件厂商', 'developer:text:开发商', 'unit:text:所在单位', 'research:text:研究方向',
      'contact:text:联系人', 'mail:email:联系邮箱', 'spareMail:text:备用邮箱', 'phone:phone:联系电话', 'mobile:text:手机号码',
      'group:text:所属组织', 'icon:image:应用图标', 'remark:textarea:备注',
    ].join(','));
    const entity = buildEntity({ entity: 'probe-page', entityTitle: '样例', fields, count: 64 }) as unknown as EntitySchema;
    const faker = new Faker({ locale: [zh_CN, base] });
    faker.seed(36);
    const rows = entitySeed(entity).seed({ faker, refDate: new Date(SEED_REF_DATE), get: (() => []) as SeedContext['get'] }) as Rows;
    expect(rows).toHaveLength(64);
    expect(plausibilityProblems(entity, rows)).toEqual([]);
    // Every field was seeded and read (an optional one is left empty now and then, never always; ids come with the store).
    for (const key of Object.keys(entity.properties).filter((name) => name !== 'id')) expect(rows.filter((row) => row[key] !== undefined).length, key).toBeGreaterThan(40);
    expect(rows.filter((row) => /。$/.test(String(row.remark))).length).toBeGreaterThan(40);
  });
});
