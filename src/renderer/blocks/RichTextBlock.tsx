import { lazy, Suspense } from 'react';
import { readPath } from '../../contract/readPath';
import type { RichTextBlock as RichTextDeclaration } from '../../pageLanguage/blocks';
import { BlockHeading } from './BlockHeading';
import type { BlockProps } from './blockProps';
import './portalLook.css';

// The console's card (antd) and the sanitiser (DOMPurify) load with the first block needing them.
const RichTextPanel = lazy(() => import('./RichTextPanel'));
const RichText = lazy(() => import('../../ui/RichText'));

/** `look: "section"`: the heading and the sanitised text on the page itself (a portal page). */
function RichTextSection({ block, answer }: BlockProps<RichTextDeclaration>) {
  const html = readPath(answer, block.field);
  return (
    <section className="pb-section pb-richtext" aria-label={block.title || '正文'}>
      <BlockHeading title={block.title} />
      <Suspense fallback={<div className="pb-richtext-placeholder" />}>
        <RichText html={typeof html === 'string' ? html : ''} empty="" />
      </Suspense>
    </section>
  );
}

/** Rich text of the answer, sanitised, in the look the block names. */
export function RichTextBlock(props: BlockProps<RichTextDeclaration>) {
  return props.block.look === 'section' ? <RichTextSection {...props} /> : <RichTextPanel {...props} />;
}
