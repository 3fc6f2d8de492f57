import { atom } from 'jotai';
import { useSetAtom } from '../../adapters/atomHooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { emptyCrumbStack, popCrumb, pushCrumb, type CrumbStack } from '../../core/menu';

/** Extra crumbs pushed by inner pages (docs/behaviour §2.5 "Inner pages can push or pop an extra crumb"). */
export const crumbStackAtom = atom<CrumbStack>(emptyCrumbStack);

/**
 * An inner view (e.g. a detail opened inside a list page) shows `title` as an extra crumb while
 * it is mounted: pushed on mount, popped on unmount. Pass null to show nothing.
 */
export function useInnerCrumb(title: string | null): void {
  const setStack = useSetAtom(crumbStackAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === null) return undefined;
    setStack((stack) => pushCrumb(stack, pathname, { title }));
    return () => setStack((stack) => popCrumb(stack, pathname));
  }, [title, pathname, setStack]);
}
