import { Spinner } from './Spinner';
import { useAtomValue } from '../adapters/atomHooks';
import { LOADING_TEXT, loadingVisibleAtom } from '../core/http/loading';

/** The global overlay shown while calls that asked for it are in flight (docs/behaviour §4, §8). */
export function LoadingOverlay() {
  const visible = useAtomValue(loadingVisibleAtom);
  if (!visible) return null;
  return (
    <div className="hpc-loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner size="large" tip={LOADING_TEXT} announce={false} />
    </div>
  );
}
