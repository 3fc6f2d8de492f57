/**
 * Plain-text views of rich text (HTML from the quill editor): the one-line table cell, and the
 * "is it empty" rule of required fields — an editor showing nothing still holds `<p><br></p>`.
 * Parsing uses DOMParser, whose documents never run scripts nor load images.
 */
import { withoutHandlerAttributes } from './withoutHandlerAttributes';

/** Elements whose text is never shown (a script body is not "text" of the document). */
const HIDDEN = 'script,style,template,noscript,iframe,object';
/** Block boundaries become spaces, so "<p>甲</p><p>乙</p>" reads "甲 乙", not "甲乙". */
const BLOCKS = 'p,div,li,h1,h2,h3,h4,h5,h6,blockquote,pre,tr,td,th,br';
/** Content that counts although it has no text. */
const EMBEDS = /<(img|video|iframe)\b/i;

export function richTextPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(withoutHandlerAttributes(html), 'text/html');
  for (const hidden of doc.body.querySelectorAll(HIDDEN)) hidden.remove();
  for (const block of doc.body.querySelectorAll(BLOCKS)) block.after(' ');
  return (doc.body.textContent ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
}

/** True for nothing, whitespace only, or empty paragraphs (`<p><br></p>`); an image alone is content. */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html || html.trim() === '') return true;
  if (EMBEDS.test(html)) return false;
  return richTextPlainText(html) === '';
}
