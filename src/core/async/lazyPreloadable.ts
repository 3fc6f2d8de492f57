import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts loading (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy that can be loaded ahead of its first render — at boot, for the route in the address
 * (src/app/preloadRoute.ts). Once loaded it renders at once, instead of suspending for a tick and
 * committing its fallback first, so nested lazy parts do not add a render round each.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // A lazy component takes the props of what it loads; TypeScript cannot see that for a generic P.
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function Preloadable(props: P): ReactElement {
    // Decided once per mount: turning from the lazy wrapper to the loaded component would remount what is below.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
