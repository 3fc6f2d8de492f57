import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { lazyPart } from './lazyPart';

/** The event that opens the overlay: a click, or a right click (context menu). */
export type OverlayTrigger = 'click' | 'contextMenu';

interface Activation {
  type: 'click' | 'contextmenu';
  clientX: number;
  clientY: number;
  /** The trigger had the focus (reached by Tab, opened with Enter): the trigger drawn anew gets it. */
  focused: boolean;
}

export type TriggerChild = ReactElement<{ onClick?: (event: ReactMouseEvent) => void; onContextMenu?: (event: ReactMouseEvent) => void }>;

/** Sends the activating event again, to the trigger as the loaded overlay drew it. */
function Replay({ activation, holder }: { activation: Activation | null; holder: RefObject<HTMLSpanElement> }) {
  const done = useRef(false);
  useEffect(() => {
    if (!activation || done.current) return;
    done.current = true;
    const target = holder.current?.firstElementChild;
    if (activation.focused && target instanceof HTMLElement) target.focus();
    target?.dispatchEvent(new MouseEvent(activation.type, { bubbles: true, cancelable: true, clientX: activation.clientX, clientY: activation.clientY, button: activation.type === 'contextmenu' ? 2 : 0 }));
  }, [activation, holder]);
  return null;
}

/**
 * An antd overlay (dropdown, popover) whose code loads when it is first opened. Until then its
 * trigger is drawn alone; the click or right click that asks for the overlay loads it, and is sent
 * again to the trigger once the overlay is there, so antd opens it as it would have (at the
 * pointer, for a context menu). The trigger element must not handle that event itself.
 * A `display: contents` span holds the trigger, to find it again; it does not affect layout.
 */
export function createLazyOverlay<P extends { children: TriggerChild }>(load: () => Promise<{ default: ComponentType<P> }>, trigger: OverlayTrigger) {
  const overlay = lazyPart(load);
  const Overlay = overlay.Component;
  return function LazyOverlay(props: P) {
    const holder = useRef<HTMLSpanElement>(null);
    const [activation, setActivation] = useState<Activation | null>(null);
    const child = props.children;
    if (overlay.isLoaded() || activation) {
      return (
        <span ref={holder} style={{ display: 'contents' }}>
          <Suspense fallback={child}>
            <Overlay {...props} />
            <Replay activation={activation} holder={holder} />
          </Suspense>
        </span>
      );
    }
    const activate = (event: ReactMouseEvent) => {
      event.preventDefault();
      const focused = event.currentTarget === document.activeElement;
      setActivation({ type: event.type === 'contextmenu' ? 'contextmenu' : 'click', clientX: event.clientX, clientY: event.clientY, focused });
    };
    return (
      <span ref={holder} style={{ display: 'contents' }}>
        {cloneElement(child, trigger === 'click' ? { onClick: activate } : { onContextMenu: activate })}
      </span>
    );
  };
}
