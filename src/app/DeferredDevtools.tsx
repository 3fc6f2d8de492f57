import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { runAfterPaint } from '../core/async/afterPaint';

/**
 * The mock control panel, drawn once the first page has painted (its code loads then): a demo
 * tool does not share the first render, or the downloads before it, with the page. The state
 * lives here, so the panel's arrival re-renders nothing else. Its own boundary: the chunk
 * arriving later never holds back the page.
 */
export function DeferredDevtools({ Panel }: { Panel: ComponentType }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => runAfterPaint(() => setPainted(true)), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
