/**
 * Every place a page file or an endpoint family (schemas/families) names a field of its entity,
 * with the JSON pointer segments of the name in that file and, where the file also gives values
 * for the field (scope, effect, showWhen, the switch's on/off), those values. A page is read as
 * written: the custom actions it uses are its family's, and are checked in the family's file.
 */
import { isObject } from './shape.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

function* fieldItems(fields, at, what) {
  for (const [i, field] of list(fields).entries()) {
    if (typeof field === 'string') yield { at: [...at, i], key: field, what };
    else if (isObject(field)) yield { at: [...at, i, 'key'], key: field.key, what, titled: typeof field.title === 'string' && field.title !== '' };
  }
}

function* sectionFields(sections, at) {
  for (const [i, section] of list(sections).entries()) {
    if (isObject(section)) yield* fieldItems(section.fields, [...at, i, 'fields'], `详情分区“${section.title ?? i}”`);
  }
}

/**
 * A record condition (src/pageLanguage/actions.ts RecordCondition): its field, and the values of
 * its `in` or `notIn` — exactly one of the two, not empty; null (no value) needs no check.
 */
function conditionReference(condition, at, what) {
  const kinds = ['in', 'notIn'].filter((kind) => condition[kind] !== undefined);
  const kind = kinds[0] ?? 'in';
  const problem = kinds.length !== 1 || list(condition[kind]).length === 0
    ? { at, message: `${what} 须写 in 或 notIn 之一，且列出至少一个值`, hint: '例如 { "field": "status", "in": [1] } 或 { "field": "pageId", "notIn": [null] }' }
    : undefined;
  const values = list(condition[kind]).flatMap((value, j) => (value === null ? [] : [{ at: [...at, kind, j], value }]));
  return { at: [...at, 'field'], key: condition.field, what, values, problem };
}

function* actionFields(actions, at) {
  for (const [i, action] of list(actions).entries()) {
    if (!isObject(action)) continue;
    const name = action.label ?? action.name ?? action.action ?? action.type;
    if (isObject(action.showWhen)) yield conditionReference(action.showWhen, [...at, i, 'showWhen'], `操作“${name}”的 showWhen`);
    if (isObject(action.effect)) {
      for (const [key, value] of Object.entries(action.effect)) {
        yield { at: [...at, i, 'effect', key], key, what: `操作“${name}”的 effect`, values: [{ at: [...at, i, 'effect', key], value, effect: true }] };
      }
    }
    if (isObject(action.prompt)) yield { at: [...at, i, 'prompt', 'field'], key: action.prompt.field, what: `操作“${name}”的 prompt` };
    // A review's outcomes write their own effect (通过 → 已通过): the same checks as the action's.
    if (isObject(action.decision)) {
      for (const [j, option] of list(action.decision.options).entries()) {
        if (!isObject(option) || !isObject(option.effect)) continue;
        const base = [...at, i, 'decision', 'options', j, 'effect'];
        for (const [key, value] of Object.entries(option.effect)) {
          yield { at: [...base, key], key, what: `操作“${name}”的结果“${option.label}”的 effect`, values: [{ at: [...base, key], value, effect: true }] };
        }
      }
    }
  }
}

export function* fieldReferences(config) {
  if (config.kind === 'list') {
    for (const [i, column] of list(config.columns).entries()) {
      if (!isObject(column)) continue;
      const sw = isObject(column.switch) ? column.switch : column.switch === true ? {} : null;
      // A switch stores its on/off values (default 1 / 0) in the field: they must be values it can hold.
      const switchAt = (name) => (sw && name in sw ? ['columns', i, 'switch', name] : ['columns', i, 'switch']);
      const values = sw ? [{ at: switchAt('on'), value: sw.on ?? 1 }, { at: switchAt('off'), value: sw.off ?? 0 }] : undefined;
      yield { at: ['columns', i, 'key'], key: column.key, what: '表格列', values, isSwitch: sw !== null };
    }
    for (const [i, filter] of list(config.filters).entries()) {
      if (isObject(filter)) yield { at: ['filters', i, 'key'], key: filter.key, what: '筛选项' };
    }
    if (isObject(config.form)) yield* fieldItems(config.form.fields, ['form', 'fields'], '表单');
    if (isObject(config.defaultSort)) yield { at: ['defaultSort', 'key'], key: config.defaultSort.key, what: '默认排序' };
    if (config.rowKey !== undefined) yield { at: ['rowKey'], key: config.rowKey, what: '记录主键 rowKey' };
    if (isObject(config.scope)) {
      for (const [key, value] of Object.entries(config.scope)) yield { at: ['scope', key], key, what: '固定筛选 scope', values: [{ at: ['scope', key], value }] };
    }
    yield* actionFields(config.toolbar, ['toolbar']);
    yield* actionFields(config.rowActions, ['rowActions']);
  } else if (config.kind === 'detail') {
    yield* sectionFields(config.sections, ['sections']);
    for (const [i, tab] of list(config.tabs).entries()) {
      if (!isObject(tab)) continue;
      if (Array.isArray(tab.sections)) yield* sectionFields(tab.sections, ['tabs', i, 'sections']);
      if (tab.localKey !== undefined) yield { at: ['tabs', i, 'localKey'], key: tab.localKey, what: `标签页“${tab.title ?? i}”的 localKey` };
    }
    if (config.titleField !== undefined) yield { at: ['titleField'], key: config.titleField, what: '标题字段 titleField' };
  } else if (config.kind === 'form' && isObject(config.form)) {
    yield* fieldItems(config.form.fields, ['form', 'fields'], '表单');
  }
}

/** The fields a family names: its actions' (effects, showWhen, prompt, decisions), its order and status fields. */
export function* familyFieldReferences(family) {
  yield* actionFields(family.actions, ['actions']);
  if (family.orderKey !== undefined) yield { at: ['orderKey'], key: family.orderKey, what: '排序字段 orderKey' };
  if (family.statusField !== undefined) yield { at: ['statusField'], key: family.statusField, what: '状态字段 statusField' };
}
