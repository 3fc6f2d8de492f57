import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import { VIRTUAL_ROW_HEIGHT } from './DataRow';

export interface VirtualRowsProps {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (index: number) => ReactNode;
}

/**
 * Virtual mode's body rows: only those in view (plus an overscan) are mounted, between two
 * spacer rows. Its own chunk, with the virtualizer: pages of 20 rows never load it. Scrolling
 * re-renders this part only, and rows already drawn are memoised (DataRow).
 */
export default function VirtualRows({ count, scrollRef, renderRow }: VirtualRowsProps) {
  // Not compiled by React Compiler anyway (no compiler in this build); the virtualizer re-renders us itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scrollRef.current, estimateSize: () => VIRTUAL_ROW_HEIGHT, overscan: 10 });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0]!.start : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {items.map((item) => renderRow(item.index))}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </>
  );
}
