import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadChunk, onChunkRetry } from './chunkLoad';

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
  // A lazy component takes the props of what it loads; TypeScript cannot see that for a generic P.
  const makeLazy = () => lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  let Lazy = makeLazy();
  // Given up after 120 s or on a failed download (loadChunk). React.lazy keeps a failure for
  // good, so the error panel's 重试 (retryFailedChunks) puts a fresh lazy component in its place.
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= loadChunk(load).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        onChunkRetry(() => {
          pending = null;
          Lazy = makeLazy();
        });
        throw error;
      },
    ));
  function Preloadable(props: P): ReactElement {
    // Decided once per mount: turning from the lazy wrapper to the loaded component would remount what is below.
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload });
}
