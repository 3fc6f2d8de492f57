/**
 * One concrete case per filter of a list page, taken from the records the list holds: the
 * value a person would pick or type, the parameters the renderer sends for it, and which
 * records the answer must then hold (text: contains, case-insensitive; enums and numbers:
 * equals; dates: within the range of days). Shared by the API contract and the browser contract.
 */
import type { FilterConfig, FilterWidget } from '../../src/pageLanguage/columns';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { filterLabel, filterOptions, filterParams, filterWidget, readPath, type ApiRecord } from './family';

export interface FilterCase {
  filter: FilterConfig;
  label: string;
  widget: FilterWidget;
  /** What the person enters: the text typed, the option label chosen, or [from, to] days. */
  input: string | [string, string];
  /** The URL value the list stores (select: the option value). */
  urlValue: string;
  /** Server parameters the list call must carry. */
  params: Record<string, string>;
  /** Whether a record belongs in the filtered answer (undefined: the key is not an entity field). */
  matches: ((record: ApiRecord) => boolean) | undefined;
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The case for one filter, or a reason why the records give none (e.g. no record has a value). */
export function filterCase(filter: FilterConfig, entity: EntitySchema, records: readonly ApiRecord[]): FilterCase | string {
  const widget = filterWidget(filter, entity);
  const label = filterLabel(filter, entity);
  const names = filterParams(filter, entity);
  const field = entity.properties[filter.key];
  const valued = records.filter((r) => text(readPath(r, filter.key)) !== '');
  const base = { filter, label, widget };
  switch (widget) {
    case 'select': {
      // A lookup's options are the referenced records, not in the entity: the values the records hold
      // (each one a record of that family; its label is the family's, the call carries the value).
      const options = field?.['x-lookup'] && !filter.options
        ? [...new Set(valued.map((r) => text(readPath(r, filter.key))))].map((v) => ({ label: v, value: v }))
        : filterOptions(filter, entity);
      const option = options.find((o) => valued.some((r) => text(readPath(r, filter.key)) === String(o.value))) ?? options[0];
      if (!option) return `筛选 ${label} 没有选项`;
      const value = String(option.value);
      return { ...base, input: option.label, urlValue: value, params: { [names[0]!]: value }, matches: field ? (r) => text(readPath(r, filter.key)) === value : undefined };
    }
    case 'date':
    case 'dateRange': {
      const sample = valued[0];
      if (!sample) return `没有记录带有 ${label} 的值`;
      const day = text(readPath(sample, filter.key)).slice(0, 10);
      const withTime = field?.format === 'datetime';
      if (widget === 'date') {
        return { ...base, input: day, urlValue: day, params: { [names[0]!]: day }, matches: field ? (r) => text(readPath(r, filter.key)).includes(day) : undefined };
      }
      const [from, to] = withTime ? [`${day} 00:00:00`, `${day} 23:59:59`] : [day, day];
      return {
        ...base,
        input: [day, day],
        urlValue: `${day},${day}`,
        params: { [names[0]!]: from, [names[1]!]: to },
        matches: field ? (r) => { const v = text(readPath(r, filter.key)); return v !== '' && v >= from && v <= to; } : undefined,
      };
    }
    case 'number': {
      const sample = valued[0];
      if (!sample) return `没有记录带有 ${label} 的值`;
      const value = text(readPath(sample, filter.key));
      return { ...base, input: value, urlValue: value, params: { [names[0]!]: value }, matches: field ? (r) => text(readPath(r, filter.key)) === value : undefined };
    }
    default: {
      // A middle piece of the first record's value: a real search, not a whole-value lookup.
      const sample = valued.find((r) => text(readPath(r, filter.key)).length >= 2) ?? valued[0];
      if (!sample) return `没有记录带有 ${label} 的值`;
      const full = text(readPath(sample, filter.key));
      const needle = full.length > 4 ? full.slice(1, Math.min(full.length - 1, 5)) : full;
      const lower = needle.toLowerCase();
      return {
        ...base,
        input: needle,
        urlValue: needle,
        params: { [names[0]!]: needle },
        matches: field ? (r) => text(readPath(r, filter.key)).toLowerCase().includes(lower) : undefined,
      };
    }
  }
}
