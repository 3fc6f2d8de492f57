import type { EndpointRoute, EndpointVerb } from '../../src/pageLanguage/endpoint';

export const DEFAULT_ROUTES: Record<EndpointVerb, EndpointRoute>;
