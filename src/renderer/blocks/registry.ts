/**
 * The renderer of each block type, keyed by `type` like the page kinds: a block type is declared
 * once in src/pageLanguage/blocks.ts, rendered once here, checked once in
 * generators/lint/blockChecks.mjs.
 */
import type { ComponentType } from 'react';
import type { BlockDeclaration, BlockType } from '../../pageLanguage/blocks';
import type { BlockProps } from './blockProps';
import { CardsBlock } from './CardsBlock';
import { ChartBlock } from './ChartBlock';
import { FieldsBlock } from './FieldsBlock';
import { FormBlock } from './FormBlock';
import { HeroBlock } from './HeroBlock';
import { NoticeBlock } from './NoticeBlock';
import { PickerBlock } from './PickerBlock';
import { RichTextBlock } from './RichTextBlock';
import { RichTextEditorBlock } from './editor/RichTextEditorBlock';
import { StatsBlock } from './StatsBlock';
import { TableBlock } from './TableBlock';
import { TextBlock } from './TextBlock';
import { TimelineBlock } from './TimelineBlock';
import { UploadBlock } from './UploadBlock';

type BlockRegistry = { readonly [T in BlockType]: ComponentType<BlockProps<Extract<BlockDeclaration, { type: T }>>> };

export const blockRenderers: BlockRegistry = {
  hero: HeroBlock,
  stats: StatsBlock,
  chart: ChartBlock,
  table: TableBlock,
  cards: CardsBlock,
  'rich-text': RichTextBlock,
  notice: NoticeBlock,
  form: FormBlock,
  fields: FieldsBlock,
  timeline: TimelineBlock,
  text: TextBlock,
  picker: PickerBlock,
  upload: UploadBlock,
  'rich-text-editor': RichTextEditorBlock,
};

/** The renderer of a block, whatever its type. */
export function blockRenderer(block: BlockDeclaration): ComponentType<BlockProps<BlockDeclaration>> {
  return blockRenderers[block.type] as ComponentType<BlockProps<BlockDeclaration>>;
}
