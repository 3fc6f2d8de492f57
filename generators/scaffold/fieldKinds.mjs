/**
 * What a field's Chinese title says it holds, so demo data reads true: the scaffolder (new:page)
 * writes the matching `x-seed` hint into a new entity, and the generic seeder
 * (mocks/crud/entitySeed.ts) guesses a field that has no hint by the same rules. Remark-like
 * titles come first: 原因说明 is a remark, not a reason's vendor.
 */
const RULES = [
  ['remark', /备注|说明|描述|内容|意见|原因|情况|需求|用途|记录|回复|反馈|简介/],
  // An address or a number to reach someone, whoever's: 联系电话 is a number, not the 联系人.
  ['email', /邮箱|邮件地址|电子邮件/],
  ['phone', /电话|手机/],
  ['picture', /图标|头像|封面|图片|照片|logo/i],
  // A title says what it is at its end: 客户编号 and 所属组织编号 are codes, 账号所有人 a person.
  ['code', /(?:编号|单号|编码|账号)$/],
  ['company', /厂商|开发商|供应商|公司|企业|客户|伙伴/],
  ['organisation', /单位|机构|院校|学校|组织$/],
  ['study', /方向|领域|专业|学科/],
  ['department', /部门/],
  ['city', /城市|地区|区域/],
  ['person', /人|姓名|经理|负责|联系|用户/],
  ['address', /地址|地点|位置/],
  ['code', /编号|单号|编码|账号/],
  ['name', /名称|标题|主题/],
];

/** The kind of text a title names (remark, picture, company, organisation, study, …), or undefined. */
export function titleKind(title) {
  return RULES.find(([, pattern]) => pattern.test(title))?.[0];
}

/** Text kinds a record is known by, in the order a picture takes its initial from (an avatar: the person's first). */
const NAMING = ['name', 'company', 'organisation', 'person'];
const AVATAR_NAMING = ['person', 'name', 'company', 'organisation'];

/** The first free text field of one of the kinds (a 联系电话 has a pattern: a number, not a person). */
function namingField(specs, kinds) {
  for (const kind of kinds) {
    const spec = specs.find((s) => s.field.type === 'string' && !s.field.format && !s.field.pattern && !s.field.oneOf && !s.field.contentMediaType && titleKind(s.field.title) === kind);
    if (spec) return spec.key;
  }
  return undefined;
}

/**
 * The `x-seed` hint a scaffolded field gets from its kind and title, or undefined when the
 * generic guess already reads true (a remark, a phone number by its pattern, a date). `specs` are
 * all the page's fields: an e-mail address is made of the record's person, a picture of its name.
 */
export function seedHintFor(spec, specs) {
  const { field } = spec;
  // An address by its format or its title (邮箱 without format: email).
  if (field.format === 'email' || (field.type === 'string' && !field.format && !field.oneOf && titleKind(field.title) === 'email')) {
    const owner = namingField(specs, ['person']);
    return owner ? { email: owner } : undefined;
  }
  if (field.type !== 'string' || field.format || field.oneOf || field.pattern || field.contentMediaType) return undefined;
  const kind = titleKind(field.title);
  // A picture: the round initial of the record's name (an icon, an avatar), never text.
  if (kind === 'picture') {
    const name = namingField(specs.filter((s) => s !== spec), /头像/.test(field.title) ? AVATAR_NAMING : NAMING);
    return name ? { initialImage: name } : undefined;
  }
  // Small vocabularies cannot fill a unique field: the generic guess numbers those.
  const unique = field['x-unique'] === true;
  if (kind === 'company') return { org: 'company' };
  if (kind === 'organisation') return { org: ['college', 'institute', 'company'] };
  if (kind === 'study' && !unique) return { studyField: ['research', 'applied'] };
  if (kind === 'person') return { person: true };
  if (kind === 'city' && !unique) return { pattern: '{city}' };
  return undefined;
}
