/**
 * `x-region` fields on the server side (src/pageLanguage/entity.ts EntityRegion): a create or
 * update must name a division the region reads answer (mocks/handlers/regionData.ts). Any level
 * is kept — records registered before districts were asked for know only their province — while
 * the console's chooser always goes down to a division with nothing below it.
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { AREAS, CITIES, PROVINCES } from '../handlers/regionData';

const KNOWN = new Set([...PROVINCES, ...CITIES, ...AREAS].map((division) => division.code));
const WITH_CHILDREN = new Set([...CITIES.map((city) => city.provinceCode), ...AREAS.map((area) => area.cityCode)]);

/** The codes a region field may hold: divisions with nothing below them. */
export const REGION_LEAVES: readonly string[] = [...KNOWN].filter((code) => !WITH_CHILDREN.has(code));

/** Field → `<title>不存在` for each region value in `data` the divisions lack. */
export function regionRefusals(entity: EntitySchema, data: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(entity.properties)) {
    if (!field['x-region']) continue;
    const value = data[key];
    if (value === undefined || value === null || value === '') continue;
    if (!KNOWN.has(String(value))) errors[key] = `${field.title}不存在`;
  }
  return errors;
}
