/**
 * The renderer of each block type, keyed by `type` like the page kinds: a block type is declared
 * once in src/pageLanguage/blocks.ts (the carousels in carouselBlocks.ts, the log in logBlock.ts), rendered once here,
 * checked once in generators/lint/blockChecks.mjs. The block pages of the console and the
 * portal's page decorations (DecorationBlocks.tsx) both draw through it.
 *
 * A type whose renderer brings antd, rjsf or quill loads with the first block of that type (a
 * page draws its blocks inside one Suspense boundary): the portal's pages, which use only the
 * light types (cards and rich text dispatch their console look lazily), stay without them.
 */
import { lazy, type ComponentType } from 'react';
import type { BlockDeclaration, BlockType } from '../../pageLanguage/blocks';
import { BannerCarouselBlock } from './BannerCarouselBlock';
import type { BlockProps } from './blockProps';
import { CardCarouselBlock } from './CardCarouselBlock';
import { CardsBlock } from './CardsBlock';
import { RichTextBlock } from './RichTextBlock';

type BlockRegistry = { readonly [T in BlockType]: ComponentType<BlockProps<Extract<BlockDeclaration, { type: T }>>> };

export const blockRenderers: BlockRegistry = {
  hero: lazy(() => import('./HeroBlock').then((m) => ({ default: m.HeroBlock }))),
  stats: lazy(() => import('./StatsBlock').then((m) => ({ default: m.StatsBlock }))),
  chart: lazy(() => import('./ChartBlock').then((m) => ({ default: m.ChartBlock }))),
  table: lazy(() => import('./TableBlock').then((m) => ({ default: m.TableBlock }))),
  cards: CardsBlock,
  'rich-text': RichTextBlock,
  notice: lazy(() => import('./NoticeBlock').then((m) => ({ default: m.NoticeBlock }))),
  form: lazy(() => import('./FormBlock').then((m) => ({ default: m.FormBlock }))),
  fields: lazy(() => import('./FieldsBlock').then((m) => ({ default: m.FieldsBlock }))),
  timeline: lazy(() => import('./TimelineBlock').then((m) => ({ default: m.TimelineBlock }))),
  text: lazy(() => import('./TextBlock').then((m) => ({ default: m.TextBlock }))),
  picker: lazy(() => import('./PickerBlock').then((m) => ({ default: m.PickerBlock }))),
  upload: lazy(() => import('./UploadBlock').then((m) => ({ default: m.UploadBlock }))),
  'rich-text-editor': lazy(() => import('./editor/RichTextEditorBlock').then((m) => ({ default: m.RichTextEditorBlock }))),
  'banner-carousel': BannerCarouselBlock,
  'card-carousel': CardCarouselBlock,
  log: lazy(() => import('./LogBlock').then((m) => ({ default: m.LogBlock }))),
};

/** The renderer of a block, whatever its type. */
export function blockRenderer(block: BlockDeclaration): ComponentType<BlockProps<BlockDeclaration>> {
  return blockRenderers[block.type] as ComponentType<BlockProps<BlockDeclaration>>;
}
