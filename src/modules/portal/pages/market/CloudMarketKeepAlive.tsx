import { useEffect, useRef, useState, type RefObject } from 'react';
import { CloudMarketPage } from './CloudMarketPage';
import { MarketAppDetail } from './MarketAppDetail';

export interface CloudMarketKeepAliveProps {
  /** The route is one of the two market routes. */
  active: boolean;
  pathname: string;
  search: string;
}

const LIST = '/portal/cloudMarket';
const DETAIL = '/portal/cloudMarket/appDetail';

/**
 * docs/behaviour §2.1: /portal/cloudMarket and its app detail are kept alive. Both stay mounted once
 * visited (hidden while another route shows), so filters, typed search text, loaded pages and
 * the scroll position survive going to the detail and back, or anywhere else in the portal.
 */
export function CloudMarketKeepAlive({ active, pathname, search }: CloudMarketKeepAliveProps) {
  const listShown = active && pathname === LIST;
  const detailShown = active && pathname === DETAIL;
  const detailId = detailShown ? (new URLSearchParams(search).get('id') ?? '') : null;
  const [keptDetailId, setKeptDetailId] = useState<string | null>(detailId);
  if (detailId !== null && detailId !== keptDetailId) setKeptDetailId(detailId);

  const listBox = useRef<HTMLDivElement>(null);
  const detailBox = useRef<HTMLDivElement>(null);
  useKeptScroll(listShown, listBox);
  useKeptScroll(detailShown, detailBox);

  return (
    <>
      <div hidden={!listShown} ref={listBox} data-testid="cloud-market-kept">
        <CloudMarketPage />
      </div>
      {keptDetailId !== null && (
        <div hidden={!detailShown} ref={detailBox}>
          <MarketAppDetail id={keptDetailId} />
        </div>
      )}
    </>
  );
}

/**
 * Remembers the window's scroll position while `shown` and puts it back when shown again. The
 * root frame scrolls to the top on every navigation (docs/behaviour §2) in its own effect, which runs
 * after this one in the same flush of effects, so the position is restored on the next frame
 * (and once more on the one after, should the page still have been growing).
 */
function useKeptScroll(shown: boolean, box: RefObject<HTMLDivElement | null>): void {
  const saved = useRef(0);
  useEffect(() => {
    if (!shown) return undefined;
    const onScroll = () => {
      // Once hidden (committed before this listener is removed) the page shrinks and the browser
      // clamps the scroll: that position is not the user's.
      if (box.current && !box.current.hidden) saved.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [shown, box]);
  useEffect(() => {
    if (!shown || saved.current === 0) return undefined;
    const target = saved.current;
    let second = 0;
    const first = requestAnimationFrame(() => {
      window.scrollTo(0, target);
      second = requestAnimationFrame(() => {
        if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [shown]);
}
