import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Hand-written modules by name. A page config `{ "kind": "module", "module": "<name>" }`
 * renders one of these; each entry is `lazy(() => import(...))` so every module is its own
 * chunk (route-level splitting). Modules receive the page config's `props`.
 */
export type ModuleProps = Record<string, unknown>;

export const moduleRegistry: Record<string, LazyExoticComponent<ComponentType<ModuleProps>>> = {
  'storage-browser': lazy(() => import('./storage/StorageBrowserModule')),
};

export function isRegisteredModule(name: string): boolean {
  return Object.hasOwn(moduleRegistry, name);
}
