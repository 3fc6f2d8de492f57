import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { bootstrap } from './app/bootstrap';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');
const root = createRoot(container);

bootstrap()
  .then(({ MockPanel }) => {
    root.render(
      <StrictMode>
        <App MockPanel={MockPanel} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<BootFailure message={error instanceof Error ? error.message : String(error)} />);
  });
