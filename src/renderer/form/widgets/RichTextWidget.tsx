/**
 * The rich-text field: quill (docs/behaviour §9 toolbar) loaded on first use — the editor module, quill
 * and its stylesheet are one lazy chunk, downloaded only when a form with such a field opens.
 * The value is HTML; an editor showing nothing (`<p><br></p>`) gives no value, so a required
 * rich-text field says `<label>不能为空`.
 */
import { Spin } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { isEmptyRichText } from '../../../ui/richTextText';

export const loadRichTextEditor = () => import('../../../ui/RichTextEditor');
const RichTextEditor = lazy(loadRichTextEditor);

/** What the field stores for the editor's HTML: nothing when it is empty. */
export function richTextFieldValue(html: string): string | undefined {
  return isEmptyRichText(html) ? undefined : html;
}

export function RichTextWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<div className="hpc-richtext-loading"><Spin size="small" /> 编辑器加载中…</div>}>
      <RichTextEditor
        id={props.id}
        label={props.label}
        value={typeof props.value === 'string' ? props.value : undefined}
        placeholder={props.placeholder}
        readOnly={props.disabled || props.readonly}
        onChange={(html) => props.onChange(richTextFieldValue(html))}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
    </Suspense>
  );
}
