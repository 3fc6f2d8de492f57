/**
 * Mounts the app once bootstrap.ts has the config, the backend and the session. A chunk of its own,
 * requested by the entry (main.tsx) alongside config.json: React and the client download while
 * config.json is read, rather than before it is even asked for.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');
const root = createRoot(container);

bootstrap()
  .then(({ App, MockPanel }) => {
    // A transition, so the first render yields now and then: the mock backend answers on this
    // thread, and the page's first call (started during boot) is answered meanwhile.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App MockPanel={MockPanel} />
        </StrictMode>,
      );
    });
  })
  .catch(async (error: unknown) => {
    const { BootFailure } = await import('./BootFailure');
    root.render(<BootFailure error={error} />);
  });
