import { useEffect, useState } from 'react';
import { rootFontSize } from '../model/rootFont';

function viewportWidth(): number {
  return typeof window === 'undefined' ? 1920 : window.innerWidth;
}

/**
 * The viewport width, and while a portal route is shown the html font size of docs/behaviour §9
 * (rootFont.ts). The back stage's own size comes back when the portal unmounts.
 */
export function useRootFontScaling(): number {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(viewportWidth()));
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  useEffect(() => {
    const html = document.documentElement;
    html.style.fontSize = `${rootFontSize(width)}px`;
  }, [width]);
  useEffect(() => () => {
    document.documentElement.style.removeProperty('font-size');
  }, []);
  return width;
}
