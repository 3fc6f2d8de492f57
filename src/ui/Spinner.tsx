import { useEffect, useState, type ReactNode } from 'react';
import './spinner.css';

export type SpinnerSize = 'small' | 'default' | 'large';

/**
 * antd's Spin indicator (four dots turning, in the theme's colour; spinner.css) in plain markup.
 * Loading states show on every route's first view (the route's fallback, the list's first load),
 * and antd's Spin (its style function, percent looper, delay hooks) would load with each of them.
 */
export function Spinner({ size = 'default', tip, className, announce = true }: { size?: SpinnerSize; tip?: string; className?: string; announce?: boolean }) {
  // `announce` off where a surrounding element is the status already (the global overlay).
  const status = announce ? { role: 'status', 'aria-live': 'polite' as const, 'aria-label': tip ?? '加载中' } : {};
  return (
    <div className={`hpc-spin hpc-spin-${size}${className ? ` ${className}` : ''}`} {...status}>
      <span className="hpc-spin-dot" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      {tip && <div className="hpc-spin-tip">{tip}</div>}
    </div>
  );
}

/** True once `active` has held for `delay` ms (at once without a delay); false as soon as it stops. */
function useDelayed(active: boolean, delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active || delay <= 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delay);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delay]);
  return active && (delay <= 0 || elapsed);
}

/**
 * Content under a loading veil, as antd's `<Spin spinning>` around it: while spinning (after
 * `delay` ms, so a quick load costs no restyle) the content dims and takes no input, the indicator
 * over its middle. The content stays mounted either way.
 */
export function LoadingArea({ spinning, delay = 0, tip, children }: { spinning: boolean; delay?: number; tip?: string; children: ReactNode }) {
  const shown = useDelayed(spinning, delay);
  return (
    <div className={`hpc-spin-nested${shown ? ' hpc-spin-spinning' : ''}`}>
      {shown && (
        <div className="hpc-spin-veil">
          <Spinner tip={tip} />
        </div>
      )}
      <div className={`hpc-spin-container${shown ? ' hpc-spin-blur' : ''}`} aria-busy={shown || undefined}>
        {children}
      </div>
    </div>
  );
}
