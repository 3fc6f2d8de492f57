import { createRoot } from 'react-dom/client';
import { PlainList } from './PlainList';

/**
 * The baseline page of the list bench: a hand-written TanStack table over the same endpoint.
 * As in the app (src/app/bootstrap.ts), the mock backend is a lazy chunk started before mounting.
 * `?virtual=1` loads 1000 rows into a @tanstack/react-virtual body instead of pages of 20.
 */
async function main(): Promise<void> {
  const { startMocks } = await import('./startMocks');
  await startMocks();
  const virtual = new URLSearchParams(location.search).get('virtual') === '1';
  createRoot(document.getElementById('root')!).render(<PlainList virtual={virtual} />);
}

void main();
