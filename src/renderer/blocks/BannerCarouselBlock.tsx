import { useEffect, useState } from 'react';
import { safeImage } from '../../contract/portalBlocks';
import { readPath } from '../../contract/readPath';
import { fillTemplate } from '../../contract/textTemplate';
import type { BannerCarouselBlock as BannerDeclaration } from '../../pageLanguage/carouselBlocks';
import type { BlockProps } from './blockProps';
import { itemsOf } from './blockValues';
import { ItemLink } from './ItemLink';
import { bandFor } from './palette';
import './portalLook.css';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const text = (template: string | undefined, item: unknown): string => (template === undefined ? '' : fillTemplate(template, item).trim());

/** The full-width banner: one slide per view, turning every `interval` seconds unless paused. */
export function BannerCarouselBlock({ block, answer }: BlockProps<BannerDeclaration>) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const slides = itemsOf(answer, block.items);
  const interval = block.interval ?? 5;
  const count = slides.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  useEffect(() => {
    if (count < 2 || interval === 0 || paused || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval * 1000);
    return () => window.clearInterval(timer);
  }, [count, interval, paused]);

  if (count === 0) return null;
  return (
    <section
      className="pb-banner"
      aria-roledescription="carousel"
      aria-label={block.label ?? '横幅'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="pb-banner-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((slide, i) => {
          const image = block.image === undefined ? '' : safeImage(readPath(slide, block.image));
          const title = text(block.slideTitle, slide);
          const subtitle = text(block.slideText, slide);
          const link = text(block.slideLink, slide);
          return (
            <div
              key={i}
              className="pb-banner-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`第${i + 1}张，共${count}张`}
              aria-hidden={i !== current}
              style={{ background: image ? `center / cover no-repeat url("${image.replace(/"/g, '%22')}"), ${bandFor(i)}` : bandFor(i) }}
            >
              <div className="pb-banner-shade" />
              <div className="pb-banner-copy">
                {title && <h2 className="pb-banner-title">{title}</h2>}
                {subtitle && <p className="pb-banner-subtitle">{subtitle}</p>}
                {link && i === current && (
                  <ItemLink link={link} className="portal-btn portal-btn-primary pb-banner-button">
                    {text(block.button, slide) || '了解更多'}
                  </ItemLink>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="pb-banner-dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`pb-dot${i === current ? ' pb-dot-active' : ''}`}
              aria-label={`显示第${i + 1}张`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
