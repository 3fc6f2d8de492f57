import { lazyPreloadable } from '../core/async/lazyPreloadable';

/**
 * The schema renderer, its own chunk (module-only routes never download it), loadable ahead of
 * its first render by the boot preload of the route in the address (src/app/preloadRoute.ts).
 */
export const SchemaPage = lazyPreloadable(() => import('../renderer/SchemaPage').then((m) => m.default));
