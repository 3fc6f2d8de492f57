import type { ComponentType } from 'react';
import { HashRouter } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AppProviders } from './AppProviders';
import { DeferredDevtools } from './DeferredDevtools';
import { AppRoutes } from './router';

export interface AppProps {
  /** The mock control panel, present only when the mock backend runs (a lazy component). */
  MockPanel?: ComponentType;
}

export function App({ MockPanel }: AppProps) {
  return (
    <AppProviders>
      <HashRouter>
        <AppRoutes />
        {/* Beside the routes, not in them: its arrival re-renders nothing else. */}
        {MockPanel && <DeferredDevtools Panel={MockPanel} />}
      </HashRouter>
      <LoadingOverlay />
    </AppProviders>
  );
}
