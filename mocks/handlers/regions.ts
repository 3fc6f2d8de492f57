import { publicOperation } from '../routing/declaredOperation';
import { AREAS, CITIES, PROVINCES, type Region } from './regionData';
import { fail, ok } from './respond';

/**
 * Hand-written: administrative divisions are reference data the platform ships (regionData.ts), read before sign-in, not records anyone edits.
 *
 * System config's region calls (GET provinces, cities, areas, area-tree): reference data every
 * form asking for a region or an address reads, the public sign-up's company form included, so
 * they need no session (their family declares them public). A child list names its parent by code; an unknown parent is refused.
 */
const CODE = /^\d{6}$/;

interface RegionNode extends Region {
  children?: RegionNode[];
}

/** The parent code a child list asks for, or the refusal. */
function parentCode(url: URL, name: string, label: string, known: readonly Region[]): string | Response {
  const code = (url.searchParams.get(name) ?? '').trim();
  if (code === '') return fail(400, `请选择${label}`);
  if (!CODE.test(code)) return fail(400, `${label}编码应为 6 位数字`);
  if (!known.some((region) => region.code === code)) return fail(404, `${label}不存在`);
  return code;
}

/** Provinces → cities → districts; `depth` 2 stops at the cities. */
export function areaTree(depth: 2 | 3 = 3): RegionNode[] {
  return PROVINCES.map((province) => {
    const cities = CITIES.filter((city) => city.provinceCode === province.code).map((city): RegionNode => {
      const areas = depth === 3 ? AREAS.filter((area) => area.cityCode === city.code).map(({ code, name }) => ({ code, name })) : [];
      return areas.length > 0 ? { code: city.code, name: city.name, children: areas } : { code: city.code, name: city.name };
    });
    return cities.length > 0 ? { ...province, children: cities } : { ...province };
  });
}

export const regionHandlers = [
  publicOperation('configs', 'get-provinces', () => ok(PROVINCES)),

  publicOperation('configs', 'get-cities', ({ request }) => {
    const province = parentCode(new URL(request.url), 'provinceCode', '省份', PROVINCES);
    if (province instanceof Response) return province;
    return ok(CITIES.filter((city) => city.provinceCode === province));
  }),

  publicOperation('configs', 'get-areas', ({ request }) => {
    const city = parentCode(new URL(request.url), 'cityCode', '城市', CITIES);
    if (city instanceof Response) return city;
    return ok(AREAS.filter((area) => area.cityCode === city));
  }),

  publicOperation('configs', 'get-area-tree', ({ request }) => {
    const raw = new URL(request.url).searchParams.get('depth');
    if (raw !== null && raw !== '2' && raw !== '3') return fail(400, '层级只能是 2（省、市）或 3（省、市、区）');
    return ok(areaTree(raw === '2' ? 2 : 3));
  }),
];
