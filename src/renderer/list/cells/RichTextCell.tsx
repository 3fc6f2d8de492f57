import { HoverTooltip } from '../../../ui/HoverTooltip';
import { useMemo } from 'react';
import { richTextPlainText } from '../../../ui/richTextText';

/** Longest hover text; the detail page shows the whole content. */
const TOOLTIP_CHARS = 200;

/** Rich text in a table: its plain text (tags stripped) on one line, the start of it on hover. */
export function RichTextCell({ value }: { value: unknown }) {
  const text = useMemo(() => (typeof value === 'string' ? richTextPlainText(value) : ''), [value]);
  if (text === '') return <>-</>;
  const tip = text.length > TOOLTIP_CHARS ? `${text.slice(0, TOOLTIP_CHARS)}…` : text;
  return (
    <HoverTooltip title={tip} placement="topLeft">
      <span className="hpc-list-ellipsis">{text}</span>
    </HoverTooltip>
  );
}
