import { lazy, Suspense } from 'react';
import type { RichTextBlock } from '../../../contract/portalBlocks';
import { BlockTitle } from './BlockTitle';

// The sanitiser (DOMPurify) loads with the first rich-text block, not with every portal page.
const RichText = lazy(() => import('../../../ui/RichText'));

export function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section className="pb-section pb-richtext" aria-label={block.title || '正文'}>
      <BlockTitle title={block.title} />
      <Suspense fallback={<div className="pb-richtext-placeholder" />}>
        <RichText html={block.html} empty="" />
      </Suspense>
    </section>
  );
}
