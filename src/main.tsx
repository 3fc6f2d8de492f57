import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import './styles/global.css';

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
    const { BootFailure } = await import('./app/BootFailure');
    root.render(<BootFailure message={error instanceof Error ? error.message : String(error)} />);
  });
