import type { TooltipPlacement } from '../adapters/antd/types';
import { cloneElement, Suspense, useState, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';

const overlay = lazyPart(() => import('./TooltipOverlay'));
const Overlay = overlay.Component;

type Trigger = ReactElement<{
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}>;

/** 'idle': never hovered, the bare trigger; then antd's Tooltip, open or closed. */
type HoverState = 'idle' | 'open' | 'closed';

/**
 * antd's Tooltip for the cells a table repeats on every row (long names, rich text): the trigger
 * alone until the pointer or focus first reaches it, then antd's Tooltip, opened at once (its
 * chunk loads on that first hover). A page of rows no longer mounts a Tooltip, a Trigger and
 * their hooks per cell on its first render.
 */
export function HoverTooltip({ title, placement, children }: { title: ReactNode; placement?: TooltipPlacement; children: Trigger }) {
  const [state, setState] = useState<HoverState>('idle');
  const show = () => setState('open');
  const hide = () => setState((now) => (now === 'idle' ? now : 'closed'));
  if (state === 'idle') return cloneElement(children, { onMouseEnter: show, onFocus: show });
  return (
    // Until the chunk is there, leaving the trigger already counts.
    <Suspense fallback={cloneElement(children, { onMouseLeave: hide, onBlur: hide })}>
      <Overlay title={title} placement={placement} open={state === 'open'} onOpenChange={(open) => setState(open ? 'open' : 'closed')}>
        {children}
      </Overlay>
    </Suspense>
  );
}
