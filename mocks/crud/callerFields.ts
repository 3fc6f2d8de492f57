/**
 * Fields filled from the signed-in caller (the entity keyword `x-caller`): a create stamps them
 * — an attribute always, so the body cannot name another writer, or only when the body leaves the
 * field empty (a contact phone) — and the always-filled ones name the record's writer: a call the
 * caller makes holding only `own` grants (`{ code, own: true }`) reaches the records it wrote,
 * another's answers 404 as if absent. Records anyone else reads (operators list every user's
 * feedback) stay whole for callers holding a grant without `own`.
 */
import type { CallerAttribute, EntitySchema } from '../../src/pageLanguage/entity';
import type { Access } from '../permissions';

type Row = Readonly<Record<string, unknown>>;

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function callerValue(access: Access, attribute: CallerAttribute): string {
  const value = access.user[attribute];
  return typeof value === 'string' ? value : '';
}

/** The fields a new record takes from its creator, over what `data` (the body's fields) says. */
export function callerStamp(entity: EntitySchema, access: Access, data: Row): Record<string, string> {
  const stamp: Record<string, string> = {};
  for (const [key, field] of Object.entries(entity.properties)) {
    const from = field['x-caller'];
    if (from === undefined) continue;
    if (typeof from === 'string') stamp[key] = callerValue(access, from);
    else if (empty(data[key]) && callerValue(access, from.attribute) !== '') stamp[key] = callerValue(access, from.attribute);
  }
  return stamp;
}

/** The records the call reaches by the writer fields: the caller's own when every grant it holds is `own`. */
export function writerScope(entity: EntitySchema, access: Access): (record: Row) => boolean {
  const writer = Object.entries(entity.properties).flatMap(([key, field]) => (typeof field['x-caller'] === 'string' ? [[key, field['x-caller']] as const] : []));
  if (writer.length === 0 || !access.held.every((grant) => grant.own)) return () => true;
  return (record) => writer.every(([key, attribute]) => String(record[key] ?? '') === callerValue(access, attribute));
}
