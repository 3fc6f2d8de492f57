/**
 * `x-region` fields on the server side (src/pageLanguage/entity.ts EntityRegion): a create or
 * update must name a division the region reads answer (mocks/handlers/regionData.ts), and one
 * with nothing below it — a province or city with divisions under it is not yet a place.
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { AREAS, CITIES, PROVINCES } from '../handlers/regionData';

const KNOWN = new Set([...PROVINCES, ...CITIES, ...AREAS].map((division) => division.code));
const WITH_CHILDREN = new Set([...CITIES.map((city) => city.provinceCode), ...AREAS.map((area) => area.cityCode)]);

/** The codes a region field may hold: divisions with nothing below them. */
export const REGION_LEAVES: readonly string[] = [...KNOWN].filter((code) => !WITH_CHILDREN.has(code));

/** Field → refusal for each region value in `data` that is unknown or not the last level. */
export function regionRefusals(entity: EntitySchema, data: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(entity.properties)) {
    if (!field['x-region']) continue;
    const value = data[key];
    if (value === undefined || value === null || value === '') continue;
    if (!KNOWN.has(String(value))) errors[key] = `${field.title}不存在`;
    else if (WITH_CHILDREN.has(String(value))) errors[key] = `${field.title}请选择到最后一级`;
  }
  return errors;
}
