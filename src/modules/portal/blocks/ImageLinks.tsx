import type { ImageLinksBlock } from '../../../contract/portalBlocks';
import { usePortalFrame } from '../layout/portalContext';
import { BlockLink } from './BlockLink';
import { BlockTitle } from './BlockTitle';
import { bandFor } from './palette';

export function ImageLinks({ block }: { block: ImageLinksBlock }) {
  const { mobile } = usePortalFrame();
  const columns = mobile ? Math.min(2, block.columns) : block.columns;
  return (
    <section className="pb-section" aria-label={block.title || '图片链接'}>
      <BlockTitle title={block.title} />
      <ul className="pb-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {block.items.map((item, i) => (
          <li key={i}>
            <BlockLink link={item.link} className="pb-tile">
              <span className="pb-tile-media" style={{ background: bandFor(i + 1) }}>
                {item.image && <img src={item.image} alt="" loading="lazy" />}
                <span className="pb-tile-caption">
                  <strong>{item.title}</strong>
                  {item.text && <span>{item.text}</span>}
                </span>
              </span>
            </BlockLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
