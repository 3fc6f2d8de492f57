import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The inner width of an element, kept current as it resizes (the side menu folding, the window).
 * Measured before the first paint, so a table fitted to it does not draw once too wide. 0 until
 * measured, and where there is no layout (jsdom).
 */
export function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A kept tab hidden behind another measures 0: it keeps the width it had, so hiding and
    // showing it does not refit (and redraw) its table twice.
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
