import type { WidgetProps } from '@rjsf/utils';

/** `accept` and `maxSizeMb` of the form field config, passed by resolveFormSchema as ui:options. */
export function uploadOptionsOf(props: WidgetProps): { accept?: string; maxSizeMb?: number } {
  const { accept, maxSizeMb } = props.options;
  return {
    accept: typeof accept === 'string' && accept !== '' ? accept : undefined,
    maxSizeMb: typeof maxSizeMb === 'number' && maxSizeMb > 0 ? maxSizeMb : undefined,
  };
}
