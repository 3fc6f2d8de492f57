/**
 * What `npm run new:page` writes for a list page: the entity, its endpoint family, the page
 * config and the mock seed. The family speaks the backend dialect (schemas/backend-dialect.json),
 * so it names no paging or response layout of its own, and the generated mocks serve it at once.
 */
import { BUILT_IN_ACTIONS, STATUS_ACTION } from '../permissions/permissionTree.mjs';
import { seedHintFor } from './fieldKinds.mjs';

export function buildEntity({ entity, entityTitle, fields, count = 80 }) {
  const properties = { id: { type: 'integer', title: `${entityTitle}编号`, readOnly: true } };
  // Each field's demo data by its kind and title (fieldKinds.mjs): a 软件厂商 a company, a picture an initial.
  for (const spec of fields) {
    const hint = seedHintFor(spec, fields);
    properties[spec.key] = hint ? { ...spec.field, 'x-seed': hint } : spec.field;
  }
  properties.createTime = { type: 'string', title: '创建时间', format: 'datetime', readOnly: true };
  const required = fields.filter((f) => f.required).map((f) => f.key);
  return {
    $schema: '../entity.schema.json',
    $id: entity,
    title: entityTitle,
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    // The generated mocks seed this many records from the fields and their `x-seed` hints (edit them for a story).
    'x-seed-count': count,
    properties,
  };
}

/** The endpoint family of a new page: an extension of the platform's API until the backend names it. */
export function buildFamily({ entity, entityTitle, title, fields, permissionPrefix }) {
  const hasSwitch = fields.some((f) => f.column?.switch);
  // The codes the page's menu entry and actions grant (the permission tree's naming, module-action).
  const code = (suffix) => [`${permissionPrefix}-${suffix}`];
  return {
    $schema: '../family.schema.json',
    title: entityTitle,
    base: `/api/operation-management/v1/${entity}`,
    entity,
    verbs: ['list', 'get', 'create', 'update', 'delete', 'deleteMany', 'export', ...(hasSwitch ? ['status'] : [])],
    grants: {
      list: code(BUILT_IN_ACTIONS.view.suffix),
      get: code(BUILT_IN_ACTIONS.view.suffix),
      create: code(BUILT_IN_ACTIONS.create.suffix),
      update: code(BUILT_IN_ACTIONS.edit.suffix),
      delete: code(BUILT_IN_ACTIONS.delete.suffix),
      deleteMany: code(BUILT_IN_ACTIONS.bulkDelete.suffix),
      export: code(BUILT_IN_ACTIONS.export.suffix),
      ...(hasSwitch ? { status: code(STATUS_ACTION.suffix) } : {}),
    },
    extension: `“${title}”页面（npm run new:page 新增）的${entityTitle}记录；平台接口清单中没有这一族，后端按此契约提供`,
  };
}

export function buildListPage({ pageId, entity, permissionPrefix, fields }) {
  const depth = pageId.split('/').length;
  return {
    $schema: `${'../'.repeat(depth)}page.schema.json`,
    kind: 'list',
    entity,
    permissionPrefix,
    family: entity,
    defaultSort: { key: 'createTime', order: 'desc' },
    filters: [...fields.filter((f) => f.filter).slice(0, 4).map((f) => f.filter), { key: 'createTime', label: '创建日期', widget: 'dateRange' }],
    columns: [
      { key: 'id', width: 110, sortable: true },
      ...fields.filter((f) => f.column).map((f) => f.column),
      { key: 'createTime', width: 170, formatTime: 'YYYY-MM-DD HH:mm', sortable: true },
    ],
    toolbar: [{ type: 'create' }, { type: 'export' }, { type: 'bulkDelete' }],
    rowActions: [{ type: 'edit' }, { type: 'delete' }],
    form: { fields: fields.map((f) => f.form) },
  };
}
