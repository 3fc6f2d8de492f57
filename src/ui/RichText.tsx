/**
 * Rich text (HTML written with the quill editor) shown read-only — detail pages use it for
 * entity fields with `contentMediaType: "text/html"`. The HTML is sanitised first
 * (sanitizeRichText); this is the one place the console sets inner HTML. quill's stylesheet is
 * not needed: richText.css styles the classes quill writes (alignment, indent, size, font).
 */
import { useMemo } from 'react';
import { isEmptyRichText } from './richTextText';
import { sanitizeRichText } from './sanitizeRichText';
import './richText.css';

export interface RichTextProps {
  html: string | null | undefined;
  /** Shown when there is no content (default "-", like an empty cell). */
  empty?: string;
  className?: string;
}

export function RichText({ html, empty = '-', className }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (isEmptyRichText(clean)) return <span className="hpc-rich-text-empty">{empty}</span>;
  return <div className={className ? `hpc-rich-text ${className}` : 'hpc-rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default RichText;
