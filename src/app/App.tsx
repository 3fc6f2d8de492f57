import { useMemo, type ComponentType } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

export interface AppProps {
  /** The mock control panel, present only when the mock backend runs. */
  MockPanel?: ComponentType;
}

export function App({ MockPanel }: AppProps) {
  const router = useMemo(() => createAppRouter(MockPanel ? <MockPanel /> : undefined), [MockPanel]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <LoadingOverlay />
    </AppProviders>
  );
}
