import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { runAfterPaint } from '../core/async/afterPaint';
import { HashRouter } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export interface AppProps {
  /** The mock control panel, present only when the mock backend runs (a lazy component). */
  MockPanel?: ComponentType;
}

export function App({ MockPanel }: AppProps) {
  // The panel is drawn once the first page has painted (its code loads then): a demo tool does
  // not share the first render, or the downloads before it, with the page.
  const [painted, setPainted] = useState(false);
  useEffect(() => runAfterPaint(() => setPainted(true)), []);
  // Its own boundary: the panel's chunk arriving later never holds back the page.
  const devtools = useMemo(
    () =>
      MockPanel && painted ? (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      ) : undefined,
    [MockPanel, painted],
  );
  return (
    <AppProviders>
      <HashRouter>
        <AppRoutes devtools={devtools} />
      </HashRouter>
      <LoadingOverlay />
    </AppProviders>
  );
}
