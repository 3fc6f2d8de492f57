import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../mocks/store/seeds/rolePermissions';
import { formPageSaveCode } from '../../../src/contract/actionCodes';
import { formPageRecordId, isDirty } from '../../../src/renderer/formPage/resolveFormPage';
import type { PageConfig } from '../../../src/pageLanguage/pageConfig';
import { detailHref, findPageRoute } from '../../../src/renderer/list/useViewAction';

describe('form page record id', () => {
  it('a fixed recordId wins; otherwise id from the query; neither is null', () => {
    expect(formPageRecordId({ recordId: 1 }, '?id=9')).toBe(1);
    expect(formPageRecordId({ recordId: 'site' }, '')).toBe('site');
    expect(formPageRecordId({}, '?id=42&x=1')).toBe('42');
    expect(formPageRecordId({}, '?id=%20')).toBeNull();
    expect(formPageRecordId({}, '')).toBeNull();
  });
});

describe('save permission', () => {
  it('is <prefix>-edit, and the demo admin holds it for every form page', () => {
    expect(formPageSaveCode({ permissionPrefix: 'site-config' })).toBe('site-config-edit');
    const pages = import.meta.glob<PageConfig>('../../../schemas/pages/**/*.json', { eager: true, import: 'default' });
    for (const config of Object.values(pages)) {
      if (config.kind === 'form') expect(ALL_PERMISSION_CODES).toContain(formPageSaveCode(config));
    }
  });
});

describe('unsaved changes', () => {
  it('compares field by field; missing, null and undefined are the same empty', () => {
    expect(isDirty({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(false);
    expect(isDirty({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(isDirty({ a: 1, b: null }, { a: 1 })).toBe(false);
    expect(isDirty({ a: 2 }, { a: 1 })).toBe(true);
    expect(isDirty({ a: 1 }, { a: 1, b: 'x' })).toBe(true);
  });
});

describe('view action targets', () => {
  it('finds the menu route of a page id the codes may open', () => {
    const page = 'operation-center/customer/customer-resource-detail';
    expect(findPageRoute(page, ['customer-resource-detail-look'])?.node.path).toBe('/operation-center/customer/customer-resource-detail');
    expect(findPageRoute(page, [])).toBeUndefined();
    // noCheck entries need no code.
    expect(findPageRoute('application-admin/job-detail', [])?.node.path).toBe('/application-admin/job-detail');
    expect(findPageRoute('operation-center/customer/customer-detail', ['customer-info-look'])).toBeUndefined();
  });

  it('builds <path>?<idParam>=<id>, encoded', () => {
    expect(detailHref('/a/b', 'id', 7)).toBe('/a/b?id=7');
    expect(detailHref('/a/b', 'jobId', 'x y&z')).toBe('/a/b?jobId=x+y%26z');
  });
});
