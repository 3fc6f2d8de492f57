import type { WidgetProps } from '@rjsf/utils';

/** `accept`, `maxSizeMb` and `maxCount` of the form field config, passed by resolveFormSchema as ui:options. */
export function uploadOptionsOf(props: WidgetProps): { accept?: string; maxSizeMb?: number; maxCount?: number } {
  const { accept, maxSizeMb, maxCount } = props.options;
  return {
    accept: typeof accept === 'string' && accept !== '' ? accept : undefined,
    maxSizeMb: typeof maxSizeMb === 'number' && maxSizeMb > 0 ? maxSizeMb : undefined,
    maxCount: typeof maxCount === 'number' && Number.isInteger(maxCount) && maxCount > 0 ? maxCount : undefined,
  };
}
