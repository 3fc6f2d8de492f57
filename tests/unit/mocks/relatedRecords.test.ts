import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { crudEntities } from '../../../mocks/crud/crudCollections';
import { ownerKeys, referenceRefusals, releaseReferences, withCounts } from '../../../mocks/crud/relatedRecords';
import { sameUniqueGroup } from '../../../mocks/crud/uniqueNames';

/** Over the portal entities: pages and menus refer to their portal (delete), a menu to its page (clear). */
const portal = crudEntities.get('portal')!;
const page = crudEntities.get('portal-page')!;
const menu = crudEntities.get('portal-menu')!;
const table = (name: string) => mockControl.db.collection(`crud.${name}`);

afterEach(() => mockControl.reset());

describe('x-count and x-refers-to (mocks/crud/relatedRecords)', () => {
  it('counts the records pointing at a record when it is answered', () => {
    const counted = withCounts(portal, table('portal').get(1)!);
    expect(counted.menuCount).toBe(table('portal-menu').count((m) => m.portalId === 1));
    expect(counted.pageCount).toBe(5);
    expect(withCounts(page, table('portal-page').get(1)!)).toEqual(table('portal-page').get(1));
  });

  it('refuses a reference to a record that does not exist; the owner fields are kept on update', () => {
    expect(referenceRefusals(page, { portalId: 999, pageName: 'x' })).toEqual({ portalId: '门户不存在' });
    expect(referenceRefusals(page, { portalId: 2, pageName: 'x' })).toEqual({});
    expect(referenceRefusals(page, { pageName: 'x' })).toEqual({});
    expect(ownerKeys(page)).toEqual(['portalId']);
    expect(ownerKeys(menu)).toEqual(['portalId']);
  });

  it('deleting a record deletes what belongs to it and empties the links to it', () => {
    const linked = table('portal-menu').list().filter((m) => m.pageId === 2).map((m) => m.id);
    expect(linked.length).toBeGreaterThan(0);
    table('portal-page').remove(2);
    releaseReferences('portal-page', 2);
    for (const id of linked) expect(table('portal-menu').get(id)?.pageId).toBeNull();

    table('portal').remove(2);
    releaseReferences('portal', 2);
    expect(table('portal-page').count((p) => p.portalId === 2)).toBe(0);
    expect(table('portal-menu').count((m) => m.portalId === 2)).toBe(0);
    expect(table('portal-page').count((p) => p.portalId === 1)).toBe(4);
  });

  it('x-unique-within compares within the records sharing its fields', () => {
    expect(sameUniqueGroup(page, 'pageName', { portalId: 1 }, { portalId: 1 })).toBe(true);
    expect(sameUniqueGroup(page, 'pageName', { portalId: 1 }, { portalId: 2 })).toBe(false);
    expect(sameUniqueGroup(portal, 'portalName', { id: 1 }, { id: 2 })).toBe(true);
  });
});
