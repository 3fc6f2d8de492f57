import { useEffect, useState } from 'react';
import type { BannerBlock } from '../../../contract/portalBlocks';
import { BlockLink } from './BlockLink';
import { bandFor } from './palette';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The full-width banner: one slide per view, turning every `interval` seconds unless paused. */
export function BannerCarousel({ block }: { block: BannerBlock }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = block.slides.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  useEffect(() => {
    if (count < 2 || block.interval === 0 || paused || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), block.interval * 1000);
    return () => window.clearInterval(timer);
  }, [count, block.interval, paused]);

  if (count === 0) return null;
  return (
    <section
      className="pb-banner"
      aria-roledescription="carousel"
      aria-label="横幅"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="pb-banner-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {block.slides.map((slide, i) => (
          <div
            key={i}
            className="pb-banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`第${i + 1}张，共${count}张`}
            aria-hidden={i !== current}
            style={{ background: slide.image ? `center / cover no-repeat url("${slide.image.replace(/"/g, '%22')}"), ${bandFor(i)}` : bandFor(i) }}
          >
            <div className="pb-banner-shade" />
            <div className="pb-banner-copy">
              {slide.title && <h2 className="pb-banner-title">{slide.title}</h2>}
              {slide.subtitle && <p className="pb-banner-subtitle">{slide.subtitle}</p>}
              {slide.link && i === current && (
                <BlockLink link={slide.link} className="portal-btn portal-btn-primary pb-banner-button">
                  {slide.buttonText || '了解更多'}
                </BlockLink>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="pb-banner-dots">
          {block.slides.map((_, i) => (
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
