import { Suspense, useMemo, type ComponentType } from 'react';
import { HashRouter } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export interface AppProps {
  /** The mock control panel, present only when the mock backend runs (a lazy component). */
  MockPanel?: ComponentType;
}

export function App({ MockPanel }: AppProps) {
  // Its own boundary: the panel's chunk arriving later never holds back the page.
  const devtools = useMemo(
    () =>
      MockPanel ? (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      ) : undefined,
    [MockPanel],
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
