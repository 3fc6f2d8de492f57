import { Link } from 'react-router-dom';
import { safeImage } from '../../contract/portalBlocks';
import { readPath } from '../../contract/readPath';
import { fillTemplate } from '../../contract/textTemplate';
import type { CardsBlock as CardsDeclaration } from '../../pageLanguage/blocks';
import { BlockHeading } from './BlockHeading';
import { useBlockFrame } from './blockFrame';
import type { BlockProps } from './blockProps';
import { itemsOf, type BlockItem } from './blockValues';
import { ItemLink } from './ItemLink';
import { NameMark } from './NameMark';
import { bandFor } from './palette';
import './portalLook.css';

const fill = (template: string | undefined, item: BlockItem): string => (template === undefined ? '' : fillTemplate(template, item));

function tagsOf(item: BlockItem, path: string | undefined): string[] {
  const value = path === undefined ? undefined : readPath(item, path);
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string' && tag !== '').slice(0, 2) : [];
}

function AppCard({ block, item }: { block: CardsDeclaration; item: BlockItem }) {
  const title = fill(block.cardTitle, item);
  return (
    <ItemLink className="pb-app" link={fill(block.cardLink, item)}>
      <span className="pb-app-head">
        <NameMark name={title} />
        <span className="pb-app-name">
          <strong>{title}</strong>
          {block.cardMeta && <small>{fill(block.cardMeta, item)}</small>}
        </span>
      </span>
      <span className="pb-app-summary">{fill(block.cardText, item)}</span>
      <span className="pb-app-foot">
        <span className="pb-app-tags">{tagsOf(item, block.tags).map((tag) => <span key={tag} className="pb-tag">{tag}</span>)}</span>
        {block.cardNote && <span className="pb-app-uses">{fill(block.cardNote, item)}</span>}
      </span>
    </ItemLink>
  );
}

function Tile({ block, item, index }: { block: CardsDeclaration; item: BlockItem; index: number }) {
  const image = block.image === undefined ? '' : safeImage(readPath(item, block.image));
  const text = fill(block.cardText, item);
  return (
    <ItemLink className="pb-tile" link={fill(block.cardLink, item)}>
      <span className="pb-tile-media" style={{ background: bandFor(index + 1) }}>
        {image && <img src={image} alt="" loading="lazy" />}
        <span className="pb-tile-caption">
          <strong>{fill(block.cardTitle, item)}</strong>
          {text && <span>{text}</span>}
        </span>
      </span>
    </ItemLink>
  );
}

/**
 * The light looks of a cards block (no antd): `apps`, application cards 4 to a row (one in a
 * phone-narrow frame, at most `narrowMax`), and `tiles`, pictures with their caption over them
 * (at most two to a row in a narrow frame); the block's `link` under the grid.
 */
export function PortalCards({ block, answer, loading }: BlockProps<CardsDeclaration>) {
  const frame = useBlockFrame();
  const apps = block.look === 'apps';
  const all = itemsOf(answer, block.items);
  const items = frame.narrow && block.narrowMax !== undefined ? all.slice(0, block.narrowMax) : all;
  const wide = block.columns ?? (apps ? 4 : 3);
  const columns = frame.narrow ? (apps ? 1 : Math.min(2, wide)) : wide;
  const empty = block.empty ?? '暂无数据';
  let body;
  if (loading) body = null;
  else if (items.length === 0) body = frame.empty ? frame.empty(empty) : <p className="pb-more">{empty}</p>;
  else {
    body = (
      <>
        <ul className={apps ? 'pb-app-grid' : 'pb-grid'} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {items.map((item, index) => (
            <li key={index}>{apps ? <AppCard block={block} item={item} /> : <Tile block={block} item={item} index={index} />}</li>
          ))}
        </ul>
        {block.link && <p className="pb-more"><Link to={fillTemplate(block.link.to, answer)}>{block.link.label}</Link></p>}
      </>
    );
  }
  return (
    <section className="pb-section" aria-label={block.title || (apps ? '应用' : '图片链接')}>
      <BlockHeading title={block.title} />
      {body}
    </section>
  );
}
