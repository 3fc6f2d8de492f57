/**
 * A records read's `options` (mocks/crud/recordOptions.ts): the options of an enum field in the
 * entity's order, each with its title, how many kept records hold it or fields of the first one
 * holding it. The two reads declared with it (the app store's industries, the portal templates'
 * access hosts) are checked in tests/integration/mocks/optionReads.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { recordsAnswer, type RecordsContext } from '../../../mocks/crud/recordsEngine';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import type { RecordsRead } from '../../../src/pageLanguage/recordsRead';

const apps: CrudRecord[] = [
  { id: 1, appName: 'WRF', industry: 'geo', status: 1 },
  { id: 2, appName: 'CESM', industry: 'geo', status: 1 },
  { id: 3, appName: 'PyTorch', industry: 'intel', status: 1 },
  { id: 4, appName: 'Retired', industry: 'intel', status: 0 },
];
const ctx: RecordsContext = {
  records: () => apps,
  tree: () => undefined,
  lookup: () => undefined,
  options: (_entity, field) => (field === 'industry' ? [{ const: 'gov', title: '数字政府' }, { const: 'geo', title: '地理信息' }, { const: 'intel', title: '人工智能' }] : []),
};
const answer = (read: RecordsRead) => (recordsAnswer(read, ctx, new URLSearchParams()) as { answer: unknown }).answer;

describe('records read options', () => {
  it('answers every option in order with its title and how many kept records hold it (0 too)', () => {
    const read: RecordsRead = { entity: 'app', where: [{ field: 'status', in: [1] }], options: { field: 'industry', value: 'key', label: 'name', count: 'appCount' } };
    expect(answer(read)).toEqual([
      { key: 'gov', name: '数字政府', appCount: 0 },
      { key: 'geo', name: '地理信息', appCount: 2 },
      { key: 'intel', name: '人工智能', appCount: 1 },
    ]);
  });

  it('answers fields of the first kept record holding an option, the defaults (else null) for one nobody holds', () => {
    const read: RecordsRead = { entity: 'app', options: { field: 'industry', value: 'industry', holder: { appId: 'id', appName: 'appName' } }, defaults: { appName: '' } };
    expect(answer(read)).toEqual([
      { industry: 'gov', appId: null, appName: '' },
      { industry: 'geo', appId: 1, appName: 'WRF' },
      { industry: 'intel', appId: 3, appName: 'PyTorch' },
    ]);
  });
});
