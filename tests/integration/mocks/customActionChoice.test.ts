/**
 * The server side of a custom action's `choice` (mocks/crud/customActions.ts): the value picked
 * comes from the path placeholder of its field or from the body, typed as the field; nothing
 * picked is 请选择<label>, a record its lookup does not hold <title>不存在; "$choice" in the effect
 * writes the value. Over the seeded 应用分组 records (application.groupId's lookup).
 */
import { describe, expect, it } from 'vitest';
import { chosenValue, resolveEffect } from '../../../mocks/crud/customActions';
import { mockControl } from '../../../mocks/control';
import { entitySchemas } from '../../../src/contract/families';
import type { CustomAction } from '../../../src/pageLanguage/actions';

const application = entitySchemas.get('application')!;
const bind: CustomAction = { type: 'custom', name: 'bind', label: '调整分组', endpoint: { method: 'PUT', path: 'bind/{id}/{groupId}' }, choice: { field: 'groupId' }, effect: { groupId: '$choice', remark: '已调整' } };
const move: CustomAction = { ...bind, endpoint: { method: 'PUT', path: 'move/{id}' } };
const group = () => mockControl.db.collection('crud.app-group').list()[1]!;

describe('a choice on the server', () => {
  it('reads the path placeholder as the field’s type, or the body when the path has none', () => {
    expect(chosenValue(bind, application, { id: '1', groupId: String(group().id) }, {})).toEqual({ value: group().id });
    expect(chosenValue(move, application, { id: '1' }, { groupId: group().id })).toEqual({ value: group().id });
  });

  it('refuses nothing picked and a record the lookup does not hold, in Chinese', () => {
    expect(chosenValue(move, application, { id: '1' }, {})).toEqual({ refusal: '请选择应用分组' });
    expect(chosenValue(bind, application, { id: '1', groupId: '99999' }, {})).toEqual({ refusal: '应用分组不存在' });
    expect(chosenValue(bind, application, { id: '1', groupId: 'abc' }, {})).toEqual({ refusal: '应用分组不存在' });
  });

  it('writes the value picked where the effect says "$choice"', () => {
    expect(resolveEffect(bind, Date.now(), undefined, 4)).toEqual({ groupId: 4, remark: '已调整' });
  });
});
