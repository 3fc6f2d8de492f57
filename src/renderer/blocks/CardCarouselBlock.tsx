import { useState } from 'react';
import { safeImage } from '../../contract/portalBlocks';
import { readPath } from '../../contract/readPath';
import { fillTemplate } from '../../contract/textTemplate';
import type { CardCarouselBlock as CarouselDeclaration } from '../../pageLanguage/carouselBlocks';
import { BlockHeading } from './BlockHeading';
import { useBlockFrame } from './blockFrame';
import type { BlockProps } from './blockProps';
import { itemsOf } from './blockValues';
import { ItemLink } from './ItemLink';
import { bandFor, tileFor } from './palette';
import './portalLook.css';

/** docs/behaviour §9: `perView` cards at a time (3, the logo variant 5); in a phone-narrow frame 1 (logos 2). */
export function CardCarouselBlock({ block, answer }: BlockProps<CarouselDeclaration>) {
  const { narrow } = useBlockFrame();
  const logos = block.logos === true;
  const perView = narrow ? (logos ? 2 : 1) : (block.perView ?? 3);
  const [start, setStart] = useState(0);
  const cards = itemsOf(answer, block.items);
  const last = Math.max(0, cards.length - perView);
  const first = Math.min(start, last);

  return (
    <section className={`pb-section pb-carousel${logos ? ' pb-carousel-logos' : ''}`} aria-roledescription="carousel" aria-label={block.title || '卡片轮播'}>
      <BlockHeading title={block.title} />
      <div className="pb-carousel-frame">
        <button type="button" className="pb-arrow pb-arrow-prev" aria-label="上一组" disabled={first === 0} onClick={() => setStart(Math.max(0, first - perView))}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className="pb-carousel-window">
          <ul className="pb-carousel-track" style={{ transform: `translateX(-${(first * 100) / perView}%)` }}>
            {cards.map((card, i) => {
              const visible = i >= first && i < first + perView;
              const title = fillTemplate(block.cardTitle, card);
              const line = block.cardText === undefined ? '' : fillTemplate(block.cardText, card);
              const image = block.image === undefined ? '' : safeImage(readPath(card, block.image));
              const link = visible && block.cardLink !== undefined ? fillTemplate(block.cardLink, card) : '';
              return (
                <li key={i} className="pb-carousel-item" style={{ flexBasis: `${100 / perView}%` }} aria-hidden={!visible}>
                  <ItemLink link={link} className="pb-card">
                    {logos ? (
                      <span className="pb-logo" style={{ background: tileFor(title) }}>
                        {image ? <img src={image} alt="" /> : title}
                      </span>
                    ) : (
                      <>
                        <span className="pb-card-media" style={{ background: bandFor(i) }}>
                          {image && <img src={image} alt="" loading="lazy" />}
                        </span>
                        <span className="pb-card-body">
                          <strong className="pb-card-title">{title}</strong>
                          {line && <span className="pb-card-text">{line}</span>}
                        </span>
                      </>
                    )}
                  </ItemLink>
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
