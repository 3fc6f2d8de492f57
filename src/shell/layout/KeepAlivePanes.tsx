import { useAtomValue } from '../../adapters/atomHooks';
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageHost } from '../PageHost';
import { tagBarAtom } from '../state/tagBarAtoms';

interface Pane {
  path: string;
  pageId: string;
  /** The location the pane last showed; inactive panes keep it frozen. */
  location: Location;
}

/**
 * Keep-alive tabs: every tagged page stays mounted (hidden) with the location it was left at,
 * so returning to its tag shows it exactly as it was — list filters and paging (in its own
 * frozen URL), inner state, and scroll position. Untagged pages live only while on screen.
 */
export function KeepAlivePanes({ pageId }: { pageId: string | null }) {
  const location = useLocation();
  const { tags } = useAtomValue(tagBarAtom);
  const [panes, setPanes] = useState<Pane[]>([]);
  const scrollTops = useRef(new Map<string, number>());
  const elements = useRef(new Map<string, HTMLDivElement>());

  const current = location.pathname;
  const tagged = new Set(tags.map((tag) => tag.path));

  // Render-phase update (React's "adjust state while rendering"): the active pane follows the URL.
  // With no page on screen (a redirect or an error state), the kept panes just stay hidden.
  const existing = panes.find((pane) => pane.path === current);
  if (pageId !== null && (!existing || existing.location !== location || existing.pageId !== pageId)) {
    const next = panes.filter((pane) => pane.path !== current && tagged.has(pane.path));
    setPanes([...next, { path: current, pageId, location }]);
  }

  // Returning to a pane with the same query restores its scroll; any other navigation starts at the top.
  // The position is written only when it changes: writing it makes the browser lay the page out
  // there and then (a fresh pane, or one already at the top, is left alone).
  const previousSearch = useRef(new Map<string, string>());
  const shownBefore = useRef<string | null>(null);
  useLayoutEffect(() => {
    const element = elements.current.get(current);
    if (!element) return;
    const sameView = previousSearch.current.get(current) === location.search;
    const target = sameView ? (scrollTops.current.get(current) ?? 0) : 0;
    // A pane that stayed on screen is where its last scroll left it; a pane coming back from hidden may have lost it.
    const stayed = shownBefore.current === current;
    if (!stayed || (scrollTops.current.get(current) ?? 0) !== target) {
      if (stayed || previousSearch.current.has(current)) element.scrollTop = target;
      scrollTops.current.set(current, target);
    }
    previousSearch.current.set(current, location.search);
    shownBefore.current = current;
  }, [current, location.search, location.key]);

  const register = useCallback((path: string, element: HTMLDivElement | null) => {
    if (element) elements.current.set(path, element);
    else elements.current.delete(path);
  }, []);
  const remember = useCallback((path: string, scrollTop: number) => scrollTops.current.set(path, scrollTop), []);

  return (
    <>
      {panes
        .filter((pane) => (pageId !== null && pane.path === current) || tagged.has(pane.path))
        .map((pane) => (
          <PaneView
            key={pane.path}
            path={pane.path}
            pageId={pane.pageId}
            location={pane.location}
            active={pageId !== null && pane.path === current}
            register={register}
            onScroll={remember}
          />
        ))}
    </>
  );
}

interface PaneViewProps {
  path: string;
  pageId: string;
  location: Location;
  active: boolean;
  register: (path: string, element: HTMLDivElement | null) => void;
  onScroll: (path: string, scrollTop: number) => void;
}

/**
 * One page pane, memoised: a hidden pane keeps its frozen location, so navigating elsewhere
 * (or a query change of the active page) does not re-render it.
 */
const PaneView = memo(function PaneView({ path, pageId, location, active, register, onScroll }: PaneViewProps) {
  return (
    <div
      className="hpc-page-pane"
      data-testid={active ? 'active-page' : undefined}
      hidden={!active}
      aria-hidden={!active}
      // The pane scrolls, so keyboard users must be able to reach it (WCAG scrollable region).
      role="region"
      aria-label="页面内容"
      tabIndex={active ? 0 : -1}
      ref={(element) => register(path, element)}
      onScroll={(event) => onScroll(path, event.currentTarget.scrollTop)}
    >
      <Routes location={location}>
        <Route
          path="*"
          // One boundary per page: a page that throws shows its error panel, the shell stays usable.
          element={
            <ErrorBoundary scope="page" resetKey={location.key}>
              <PageHost pageId={pageId} path={path} />
            </ErrorBoundary>
          }
        />
      </Routes>
    </div>
  );
});
