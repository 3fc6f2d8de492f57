import type { EndpointRoute, EndpointVerb } from '../../src/schema/endpoint';

export const DEFAULT_ROUTES: Record<EndpointVerb, EndpointRoute>;
