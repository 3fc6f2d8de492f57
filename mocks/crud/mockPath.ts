import type { EndpointFamily, EndpointRoute } from '../../src/pageLanguage/endpoint';

/** msw path of a family route: `*` prefix (any origin, sub-path builds) and its {placeholders} as :params. */
export function mockPath(family: EndpointFamily, route: EndpointRoute): string {
  const path = route.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
  const full = path.startsWith('/api/') ? path : path === '' ? family.base : `${family.base.replace(/\/+$/, '')}/${path}`;
  return `*${full}`;
}
