import type { ResolvedColumn } from '../resolveColumns';

/** Fixed colours per enum position, so a status keeps its colour across pages. */
export const TAG_COLOURS = ['blue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'red'] as const;

/** antd's preset name for a tag cell's value ('default' when the value is not one of the enum's). */
export function tagColour(column: Pick<ResolvedColumn, 'field'>, value: unknown): string {
  const index = column.field?.oneOf?.findIndex((o) => String(o.const) === String(value)) ?? -1;
  return index < 0 ? 'default' : TAG_COLOURS[index % TAG_COLOURS.length]!;
}
