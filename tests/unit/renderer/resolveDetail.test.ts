import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import {
  DEFAULT_DETAIL_COLUMNS, detailColumnConfig, isListTab, layoutSpans, recordTitle, relatedKeyValue, resolveSection,
} from '../../../src/renderer/detail/resolveDetail';
import { detailListPath, detailMenuTitle } from '../../../src/renderer/detail/detailNavigation';

const entity: EntitySchema = {
  $id: 'notice',
  title: '公告',
  type: 'object',
  properties: {
    id: { type: 'integer', title: '编号' },
    title: { type: 'string', title: '标题' },
    level: { type: 'integer', title: '级别', oneOf: [{ const: 1, title: '普通' }, { const: 2, title: '重要' }] },
    body: { type: 'string', title: '正文', contentMediaType: 'text/html' },
    status: { type: 'integer', title: '状态', oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '停用' }] },
    publishTime: { type: 'string', title: '发布时间', format: 'datetime' },
  },
};

describe('layoutSpans: label/value pairs in rows, rich text on a row of its own', () => {
  it('fills rows of `columns` and stretches the last pair to the row end', () => {
    expect(layoutSpans([false, false, false], 3)).toEqual([1, 1, 1]);
    expect(layoutSpans([false, false, false, false], 3)).toEqual([1, 1, 1, 3]);
    expect(layoutSpans([false, false, false], 2)).toEqual([1, 1, 2]);
  });

  it('a rich-text pair takes a whole row; the pair before it closes its row', () => {
    expect(layoutSpans([false, false, true, false], 3)).toEqual([1, 2, 3, 3]);
    expect(layoutSpans([true, false, false], 3)).toEqual([3, 1, 2]);
    expect(layoutSpans([false, false, false, true], 3)).toEqual([1, 1, 1, 3]);
    expect(layoutSpans([false, true, true], 2)).toEqual([2, 2, 2]);
  });
});

describe('resolveSection', () => {
  it('titles from the entity, default 3 columns, rich text gets the richtext slot and a full row', () => {
    const section = resolveSection({ title: '基本信息', fields: ['title', 'level', 'body', { key: 'publishTime', formatTime: 'YYYY-MM-DD' }] }, entity, 'notice');
    expect(section.columns).toBe(DEFAULT_DETAIL_COLUMNS);
    expect(section.items.map((i) => [i.column.title, i.column.kind, i.span])).toEqual([
      ['标题', 'text', 1], ['级别', 'text', 2], ['正文', 'richtext', 3], ['发布时间', 'text', 3],
    ]);
  });

  it('a switch shows as its label and a link as text: both are list actions, not detail values', () => {
    expect(detailColumnConfig({ key: 'status', switch: { confirm: true } }, entity)).toEqual({ key: 'status' });
    expect(detailColumnConfig({ key: 'title', slot: 'link' }, entity)).toEqual({ key: 'title' });
    expect(detailColumnConfig({ key: 'level', slot: 'tag' }, entity)).toEqual({ key: 'level', slot: 'tag' });
    // An explicit slot on a rich-text field is kept.
    expect(detailColumnConfig({ key: 'body', slot: 'ellipsis' }, entity)).toEqual({ key: 'body', slot: 'ellipsis' });
    const section = resolveSection({ title: 's', columns: 2, fields: [{ key: 'status', switch: true }] }, entity, 'notice');
    expect(section.items[0]!.column.kind).toBe('text');
  });
});

describe('titles, tabs and related keys', () => {
  it('recordTitle reads the title field; empty or missing gives undefined', () => {
    expect(recordTitle({ name: '华南智算' }, 'name')).toBe('华南智算');
    expect(recordTitle({ id: 7 }, 'id')).toBe('7');
    expect(recordTitle({ name: '' }, 'name')).toBeUndefined();
    expect(recordTitle({ name: { a: 1 } }, 'name')).toBeUndefined();
    expect(recordTitle({ name: 'x' }, undefined)).toBeUndefined();
    expect(recordTitle(undefined, 'name')).toBeUndefined();
  });

  it('isListTab tells a sub-list tab from a sections tab', () => {
    expect(isListTab({ title: '拜访记录', list: 'a/b', foreignKey: 'customerName' })).toBe(true);
    expect(isListTab({ title: '更多', sections: [{ title: 's', fields: ['id'] }] })).toBe(false);
  });

  it('relatedKeyValue: localKey (default id), plain values only', () => {
    const tab = { title: 't', list: 'a/b', foreignKey: 'customerName', localKey: 'name' };
    expect(relatedKeyValue({ id: 3, name: '甲' }, tab)).toBe('甲');
    expect(relatedKeyValue({ id: 3 }, { ...tab, localKey: undefined })).toBe(3);
    expect(relatedKeyValue({ id: 3 }, tab)).toBeUndefined();
    expect(relatedKeyValue({ name: ['x'] }, tab)).toBeUndefined();
  });
});

describe('detail routes in the menu', () => {
  it('返回 without history goes to the activePath list, else the group', () => {
    expect(detailListPath('/operation-center/customer/customer-resource-detail')).toBe('/operation-center/customer/customer-resource');
    expect(detailListPath('/application-admin/job-detail')).toBe('/application-admin/start-app');
    expect(detailListPath('/not/in/menu')).toBe('/');
    expect(detailMenuTitle('/operation-center/customer/customer-resource-detail')).toBe('客户资源详情');
  });
});
