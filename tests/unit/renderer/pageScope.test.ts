/**
 * A page's scope choice and the lookups reading it (src/renderer/list/scopeChoice/pageScope.ts):
 * which choice a page starts at, and a lookup source's query with the page's scope values in.
 */
import { describe, expect, it } from 'vitest';
import { pickChoice, resolveSourceQuery } from '../../../src/renderer/list/scopeChoice/pageScope';

const portals = [
  { id: 1, portalName: '超算云平台门户', isDefault: 0 },
  { id: 2, portalName: '华南超算分中心门户', isDefault: 1 },
];

describe('scope choice', () => {
  it('starts at the value the address names when it is offered, else the preferred one, else the first', () => {
    const preferred = { field: 'isDefault', in: [1] };
    expect(pickChoice(portals, 'id', '1', preferred)?.id).toBe(1);
    expect(pickChoice(portals, 'id', null, preferred)?.id).toBe(2);
    expect(pickChoice(portals, 'id', '9', preferred)?.id).toBe(2);
    expect(pickChoice(portals, 'id', null)?.id).toBe(1);
    expect(pickChoice([], 'id', '1', preferred)).toBeUndefined();
  });

  it('fills a lookup source query from the page scope, and asks nothing until the value is there', () => {
    expect(resolveSourceQuery({ portalId: { scope: 'portalId' }, kind: 1 }, { portalId: 2 })).toEqual({ portalId: 2, kind: 1 });
    expect(resolveSourceQuery({ portalId: { scope: 'portalId' } }, {})).toBeUndefined();
    expect(resolveSourceQuery(undefined, {})).toEqual({});
  });
});
