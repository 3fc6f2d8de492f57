import { useEffect } from 'react';

/**
 * Sets the page title. The app's root frame sets its own title after its children's effects on
 * every navigation (parents' effects run last), so the title is set again in a microtask, after
 * that batch of effects.
 */
export function useDocumentTitle(title: string, navigationKey: string): void {
  useEffect(() => {
    if (title === '') return undefined;
    let live = true;
    document.title = title;
    queueMicrotask(() => {
      if (live) document.title = title;
    });
    return () => {
      live = false;
    };
  }, [title, navigationKey]);
}
