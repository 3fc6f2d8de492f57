import type { ComponentType } from 'react';
import { loadChunk } from '../core/async/chunkLoad';
import { lazyPreloadable } from '../core/async/lazyPreloadable';
import { activeSubApp, type SubAppName } from '../core/subapps';

/**
 * Hand-written modules by name. A page config `{ "kind": "module", "module": "<name>" }`
 * renders one of these with the config's `props`.
 *
 * docs/behaviour §2.6: modules belong to one of three embedded sub-applications, chosen by the hash
 * prefix of the route. Each group's registry (src/modules/groups/*.ts) is its own lazily
 * loaded chunk, and each module in it is a `lazyModule(() => import(...))` chunk of its own, so a
 * back-stage user never downloads the portal's modules and vice versa.
 */
export type ModuleProps = Record<string, unknown>;
export type ModuleComponent = ComponentType<ModuleProps>;
export type ModuleMap = Readonly<Record<string, ModuleComponent>>;

/**
 * A module's chunk, loaded when its route first renders: given up after 120 s or on a failed
 * download with the chunk-load error, and downloaded again by the error panel's 重试.
 */
export function lazyModule(load: () => Promise<{ default: ComponentType<never> }>): ModuleComponent {
  // Each module takes the props its page config gives it; the registry holds them all as one type.
  return lazyPreloadable(() => load().then((module) => module.default as unknown as ComponentType<ModuleProps>));
}

export const subAppRegistries: Readonly<Record<SubAppName, () => Promise<{ modules: ModuleMap }>>> = {
  portal: () => import('./groups/portal'),
  'user-management': () => import('./groups/userManagement'),
  components: () => import('./groups/components'),
};

/** The group file a sub-app's modules are registered in (named in "not configured" messages). */
export const subAppRegistryFile: Readonly<Record<SubAppName, string>> = {
  portal: 'src/modules/groups/portal.ts',
  'user-management': 'src/modules/groups/userManagement.ts',
  components: 'src/modules/groups/components.ts',
};

/** The sub-app serving a route (§2.6); routes outside all three are served by components. */
export function subAppForRoute(path: string): SubAppName {
  return activeSubApp(`#${path}`) ?? 'components';
}

export interface ResolvedModule {
  group: SubAppName;
  Module: ModuleComponent | null;
}

/** Loads the route's sub-app registry chunk and looks the module up in it. */
export async function resolveModule(name: string, path: string): Promise<ResolvedModule> {
  const group = subAppForRoute(path);
  const { modules } = await loadChunk(subAppRegistries[group]);
  return { group, Module: Object.hasOwn(modules, name) ? (modules[name] ?? null) : null };
}
