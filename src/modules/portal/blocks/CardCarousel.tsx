import { useState } from 'react';
import type { CarouselBlock } from '../../../contract/portalBlocks';
import { usePortalFrame } from '../layout/portalContext';
import { BlockLink } from './BlockLink';
import { BlockTitle } from './BlockTitle';
import { bandFor, tileFor } from './palette';

/** Spec §9: cards 3 per view (the logo variant 5); on the mobile layout 1 (or 2). */
export function CardCarousel({ block }: { block: CarouselBlock }) {
  const { mobile } = usePortalFrame();
  const perView = mobile ? (block.perView === 5 ? 2 : 1) : block.perView;
  const [start, setStart] = useState(0);
  const count = block.cards.length;
  const last = Math.max(0, count - perView);
  const first = Math.min(start, last);
  const logos = block.perView === 5;

  return (
    <section className={`pb-section pb-carousel${logos ? ' pb-carousel-logos' : ''}`} aria-roledescription="carousel" aria-label={block.title || '卡片轮播'}>
      <BlockTitle title={block.title} />
      <div className="pb-carousel-frame">
        <button type="button" className="pb-arrow pb-arrow-prev" aria-label="上一组" disabled={first === 0} onClick={() => setStart(Math.max(0, first - perView))}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className="pb-carousel-window">
          <ul className="pb-carousel-track" style={{ transform: `translateX(-${(first * 100) / perView}%)` }}>
            {block.cards.map((card, i) => {
              const visible = i >= first && i < first + perView;
              return (
                <li key={i} className="pb-carousel-item" style={{ flexBasis: `${100 / perView}%` }} aria-hidden={!visible}>
                  <BlockLink link={visible ? card.link : ''} className="pb-card">
                    {logos ? (
                      <span className="pb-logo" style={{ background: tileFor(card.title) }}>
                        {card.image ? <img src={card.image} alt="" /> : card.title}
                      </span>
                    ) : (
                      <>
                        <span className="pb-card-media" style={{ background: bandFor(i) }}>
                          {card.image && <img src={card.image} alt="" loading="lazy" />}
                        </span>
                        <span className="pb-card-body">
                          <strong className="pb-card-title">{card.title}</strong>
                          {card.text && <span className="pb-card-text">{card.text}</span>}
                        </span>
                      </>
                    )}
                  </BlockLink>
                </li>
              );
            })}
          </ul>
        </div>
        <button type="button" className="pb-arrow pb-arrow-next" aria-label="下一组" disabled={first >= last} onClick={() => setStart(Math.min(last, first + perView))}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
