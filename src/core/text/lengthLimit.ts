/**
 * Text limits that refuse instead of cutting. An input with `maxLength` drops what is typed or
 * pasted past the limit without a word; these show the count against the limit (antd's `count`
 * without an exceedFormatter never cuts) and say `<label>不能超过N个字符`, the words of the
 * generated forms' own rule. Characters are counted as seen (an emoji is one). Pure.
 */
export const charCount = (text: string): number => Array.from(text).length;

/** antd Input / TextArea `count`: "n / max", marked past the limit, nothing cut. */
export function visibleCount(max: number): { show: true; max: number; strategy: (text: string) => number } {
  return { show: true, max, strategy: charCount };
}

/** The message for text (trimmed) over `max` characters, or null. */
export function tooLongMessage(value: string | null | undefined, label: string, max: number): string | null {
  return charCount((value ?? '').trim()) > max ? `${label}不能超过${max}个字符` : null;
}
