import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const schema = JSON.parse(readFileSync(resolve('schemas/menu.schema.json'), 'utf8')) as object;
const menu = JSON.parse(readFileSync(resolve('schemas/menu.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

const withMenu = (nodes: unknown[]) => ({ $schema: './menu.schema.json', menu: nodes });

describe('schemas/menu.schema.json', () => {
  it('accepts the shipped menu', () => {
    expect(validate(menu), JSON.stringify(validate.errors)).toBe(true);
  });

  it('rejects unknown fields, also deep in the tree (recursive children)', () => {
    const bad = withMenu([{ title: '甲', path: '/a', children: [{ title: '乙', path: '/a/b', page: 'a/b', hiden: true }] }]);
    expect(validate(bad)).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ keyword: 'additionalProperties', instancePath: '/menu/0/children/0' })]),
    );
  });

  it('requires title and path', () => {
    expect(validate(withMenu([{ path: '/a', page: 'a' }]))).toBe(false);
    expect(validate(withMenu([{ title: '甲', page: 'a' }]))).toBe(false);
  });

  it('rejects a path that is not absolute', () => {
    expect(validate(withMenu([{ title: '甲', path: 'a', page: 'a' }]))).toBe(false);
    expect(validate(withMenu([{ title: '甲', path: '/a?x=1', page: 'a' }]))).toBe(false);
  });

  it('requires a leaf to name a page, a redirect or linkable false', () => {
    expect(validate(withMenu([{ title: '甲', path: '/a' }]))).toBe(false);
    expect(validate(withMenu([{ title: '甲', path: '/a', page: 'a' }]))).toBe(true);
    expect(validate(withMenu([{ title: '甲', path: '/a', redirect: '/b' }]))).toBe(true);
    expect(validate(withMenu([{ title: '甲', path: '/a', linkable: false }]))).toBe(true);
    expect(validate(withMenu([{ title: '甲', path: '/a', linkable: true }]))).toBe(false);
  });

  it('forbids a page config on a non-linkable entry and page together with redirect', () => {
    expect(validate(withMenu([{ title: '甲', path: '/a', linkable: false, page: 'a' }]))).toBe(false);
    expect(validate(withMenu([{ title: '甲', path: '/a', page: 'a', redirect: '/b' }]))).toBe(false);
  });

  it('rejects an icon name that is not an antd icon component name', () => {
    expect(validate(withMenu([{ title: '甲', path: '/a', page: 'a', icon: 'dashboard' }]))).toBe(false);
  });

  it('rejects empty children', () => {
    expect(validate(withMenu([{ title: '甲', path: '/a', children: [] }]))).toBe(false);
  });
});
