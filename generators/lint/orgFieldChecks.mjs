/**
 * `x-org-field` of entities (src/pageLanguage/entity.ts EntityOrgField): the organisation a
 * record belongs to, read by the mock backend's organisation scope (mocks/crud/orgScope.ts). A
 * field name must be a property of the entity that holds an organisation id as text (the
 * organisation ids are strings), is set by the server (readOnly: a record is stamped with its
 * creator's organisation and no edit moves it out of a scope), and is neither an enum nor a
 * lookup (organisations are neither a fixed list nor a CRUD family) — unless it is a lookup whose
 * `source` operation answers the organisations the caller may choose, on an entity no generated
 * create or update writes (用户配置's 所属组织, placed by hand-written operations). `{ platformWide }` needs
 * no field; the meta-schema requires its reason.
 */
import { propertiesOf } from './fieldChecks.mjs';
import { pointer, suggest } from './report.mjs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkOrgField(entity, key, tree, report) {
  const { file } = entity;
  const properties = propertiesOf(entity);
  const field = properties[key];
  if (!isObject(field)) {
    report.error(file, pointer('x-org-field'), `组织字段 "${key}" 不在实体 ${entity.name} 中`, suggest(key, Object.keys(properties), `${entity.name} 的字段`));
    return;
  }
  const at = (...rest) => pointer('properties', key, ...rest);
  if (field.type !== 'string') {
    report.error(file, at('type'), `组织字段 "${key}" 的类型是 ${String(field.type)}，应为 string`, '组织编号是文本（如 "2001"），改为 "type": "string"');
  }
  // Chosen, not stamped: a lookup reading the organisations the server offers the caller (用户配置's
  // 所属组织 from mgmt/user/options), written by hand-written operations that refuse a placement
  // outside the caller's scope — never by the generated CRUD, which stamps the creator's.
  const chosen = isObject(field['x-lookup']) && isObject(field['x-lookup'].source);
  if (chosen) {
    for (const family of tree.families?.values() ?? []) {
      const verbs = Array.isArray(family.data?.verbs) ? family.data.verbs : [];
      if (family.data?.entity === entity.name && (verbs.includes('create') || verbs.includes('update'))) {
        report.error(file, at('x-lookup'), `组织字段 "${key}" 可选，但接口族 ${family.name} 用生成的增改写入 ${entity.name}`, '生成的增改按创建者的组织写入组织字段：改为只读并去掉 x-lookup，或由手写操作写入（页面的 writes）');
      }
    }
    return;
  }
  if (field.readOnly !== true) {
    report.error(file, at(), `组织字段 "${key}" 应为只读`, '加 "readOnly": true：记录的组织由服务端按创建者所在组织写入，编辑不能把记录移出组织范围');
  }
  if (Array.isArray(field.oneOf) || isObject(field['x-lookup'])) {
    report.error(file, at(Array.isArray(field.oneOf) ? 'oneOf' : 'x-lookup'), `组织字段 "${key}" 不能带 ${Array.isArray(field.oneOf) ? 'oneOf' : 'x-lookup'}`, '组织不是固定选项，也不是 CRUD 接口族：去掉它');
  }
}

/** Every entity's `x-org-field`; returns how many entities declare one (a field or platform-wide). */
export function checkOrgFields(tree, report) {
  let count = 0;
  for (const entity of tree.entities.values()) {
    const declared = entity.data?.['x-org-field'];
    if (declared === undefined) continue;
    count += 1;
    if (typeof declared === 'string') checkOrgField(entity, declared, tree, report);
  }
  return count;
}
