import { lazy } from 'react';
import type { CardsBlock as CardsDeclaration } from '../../pageLanguage/blocks';
import type { BlockProps } from './blockProps';
import { PortalCards } from './PortalCards';

// The console's framed cards bring antd (cards, table, switch): loaded with the first such block,
// so a portal page of light cards does not download them.
const CardsPanel = lazy(() => import('./CardsPanel'));

/** A grid of cards, one per item, in the look the block names (`look`). */
export function CardsBlock(props: BlockProps<CardsDeclaration>) {
  return props.block.look === 'apps' || props.block.look === 'tiles' ? <PortalCards {...props} /> : <CardsPanel {...props} />;
}
