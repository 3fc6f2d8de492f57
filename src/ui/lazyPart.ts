import { lazy, type ComponentType } from 'react';

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
  let loaded = false;
  const fetch = () =>
    load().then((module) => {
      loaded = true;
      return module;
    });
  // Cast: for a generic P, TS cannot resolve the ref-props conditional type React.lazy adds.
  const Component = lazy(fetch) as unknown as ComponentType<P>;
  return { Component, load: fetch, isLoaded: () => loaded };
}
