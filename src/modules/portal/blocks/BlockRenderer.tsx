import type { PortalBlock } from '../../../contract/portalBlocks';
import { AppCards } from './AppCards';
import { BannerCarousel } from './BannerCarousel';
import { CardCarousel } from './CardCarousel';
import { ImageLinks } from './ImageLinks';
import { RichTextSection } from './RichTextSection';
import './blocks.css';

function Block({ block }: { block: PortalBlock }) {
  switch (block.type) {
    case 'banner':
      return <BannerCarousel block={block} />;
    case 'carousel':
      return <CardCarousel block={block} />;
    case 'richText':
      return <RichTextSection block={block} />;
    case 'appCards':
      return <AppCards block={block} />;
    case 'imageLinks':
      return <ImageLinks block={block} />;
  }
}

/**
 * The one renderer of page decorations (DESIGN.md §9): /portal/home, /portal/page/{tempId},
 * /portal/mobile/{tempId}, /temp/{id} and the temp-page editor's preview draw blocks with it.
 */
export function BlockRenderer({ blocks }: { blocks: readonly PortalBlock[] }) {
  return (
    <div className="pb-blocks" data-testid="portal-blocks">
      {blocks.map((block) => (
        <div key={block.id} className={`pb-block pb-block-${block.type}`} data-block-type={block.type}>
          <Block block={block} />
        </div>
      ))}
    </div>
  );
}
