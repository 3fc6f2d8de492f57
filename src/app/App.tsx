import { useMemo, type ComponentType } from 'react';
import { HashRouter } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export interface AppProps {
  /** The mock control panel, present only when the mock backend runs. */
  MockPanel?: ComponentType;
}

export function App({ MockPanel }: AppProps) {
  const devtools = useMemo(() => (MockPanel ? <MockPanel /> : undefined), [MockPanel]);
  return (
    <AppProviders>
      <HashRouter>
        <AppRoutes devtools={devtools} />
      </HashRouter>
      <LoadingOverlay />
    </AppProviders>
  );
}
