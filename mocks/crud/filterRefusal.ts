/**
 * A list's enumerated filter must name one of the field's options: `?target=weather` on a field
 * whose values are contract/balance/… is the caller's mistake, answered 400 `<title>不存在`
 * (预警对象不存在), not an empty page that would read as "no such records".
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';

/** The refusal of the first enumerated filter naming no option of its field, or null. */
export function filterRefusal(entity: EntitySchema, url: URL): string | null {
  for (const [param, raw] of url.searchParams) {
    const field = entity.properties[param];
    if (raw === '' || !field?.oneOf) continue;
    if (!field.oneOf.some((option) => String(option.const) === raw)) return `${field.title}不存在`;
  }
  return null;
}
