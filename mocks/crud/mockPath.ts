import type { EndpointFamily, EndpointRoute } from '../../src/pageLanguage/endpoint';

/** msw path of a family route: `*` prefix (any origin, sub-path builds) and :id / :value. */
export function mockPath(family: EndpointFamily, route: EndpointRoute): string {
  const path = route.path.replace('{id}', ':id').replace('{value}', ':value');
  const full = path.startsWith('/api/') ? path : path === '' ? family.base : `${family.base.replace(/\/+$/, '')}/${path}`;
  return `*${full}`;
}
