import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../core/async/chunkLoad';

export interface LazyPart<P> {
  /** The component; suspends until its chunk is there. */
  Component: ComponentType<P>;
  /** Fetches the chunk (on hover, say) without drawing anything. */
  load: () => Promise<unknown>;
  /** Whether the chunk has arrived: a stub drawn first is then no longer needed. */
  isLoaded: () => boolean;
}

/**
 * A component whose code loads on first use, and which knows when it has: the first-view stubs
 * (PickerStub, SelectStub, a lazy overlay's bare trigger) are drawn only while it has not.
 */
export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  // Given up after 120 s or on a failed download, with the chunk-load error (loadChunk).
  const fetch = () =>
    loadChunk(load).then((module) => {
      loaded = module;
      return module;
    });
  // First drawn after `load` has brought the code, it draws at once: React.lazy takes a thenable
  // that answers in the same call as resolved, where a promise would suspend for a tick — and the
  // Suspense fallback put in its place (a stub the user had just tabbed onto) would drop the focus.
  const factory = () => (loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) }) : fetch());
  // Casts: React.lazy's type asks for a Promise (it only calls `then`); and for a generic P, TS
  // cannot resolve the ref-props conditional type React.lazy adds.
  const Component = lazy(factory as () => Promise<{ default: ComponentType<P> }>) as unknown as ComponentType<P>;
  return { Component, load: fetch, isLoaded: () => loaded !== undefined };
}
