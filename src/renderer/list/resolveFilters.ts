import type { FilterConfig, FilterWidget, SelectOption } from '../../pageLanguage/columns';
import type { EntityField, EntitySchema } from '../../pageLanguage/entity';
import type { FilterValues } from '../data/resolveListQuery';

export interface ResolvedFilter {
  key: string;
  label: string;
  widget: FilterWidget;
  options: SelectOption[];
  /** Server parameter names: one, or [from, to] for a date range. */
  params: [string] | [string, string];
  placeholder: string;
  /** Width in px (docs/behaviour §9 long / middle / short). */
  width: number;
  field: EntityField | undefined;
  /** Set by another control than the filter bar (a tree beside the list): kept in the address and sent, never drawn in the bar. */
  hidden?: true;
}

const WIDTHS = { long: 280, middle: 200, short: 140 } as const;

function defaultWidget(field: EntityField | undefined): FilterWidget {
  // A lookup offers the referenced records (its oneOf once they are read, lookupOptions.ts).
  if (field?.oneOf || field?.['x-lookup']) return 'select';
  if (field?.type === 'integer' || field?.type === 'number') return 'number';
  if (field?.format === 'date' || field?.format === 'datetime') return 'dateRange';
  return 'input';
}

/**
 * Filter bar controls from the page's filters and the entity (labels, enum options). A field of
 * the page's scope is fixed, so it gets no control (and no URL parameter).
 */
export function resolveFilters(filters: readonly FilterConfig[] | undefined, entity: EntitySchema, scope?: Readonly<Record<string, unknown>>): ResolvedFilter[] {
  return (filters ?? []).filter((filter) => !scope || !Object.hasOwn(scope, filter.key)).map((filter) => {
    const field = entity.properties[filter.key];
    const widget = filter.widget ?? defaultWidget(field);
    const label = filter.label ?? field?.title ?? filter.key;
    const params: ResolvedFilter['params'] = Array.isArray(filter.param)
      ? filter.param
      : widget === 'dateRange'
        ? [`${filter.key}Start`, `${filter.key}End`]
        : [filter.param ?? filter.key];
    const options = filter.options ?? (field?.oneOf ?? []).map((o) => ({ label: o.title, value: o.const }));
    const verb = widget === 'select' || widget.startsWith('date') ? '请选择' : '请输入';
    const width = typeof filter.width === 'number' ? filter.width : WIDTHS[filter.width ?? (widget === 'dateRange' ? 'long' : 'middle')];
    return { key: filter.key, label, widget, options, params, placeholder: filter.placeholder ?? `${verb}${label}`, width, field };
  });
}

/** The filter a tree beside the list sets (pageConfig.ts ListTreeFilterDeclaration): sent like any filter, drawn by the tree. */
export function treeFilterOf(treeFilter: { filter: string; param?: string; title: string } | undefined, entity: EntitySchema): ResolvedFilter[] {
  if (!treeFilter) return [];
  const field = entity.properties[treeFilter.filter];
  const label = field?.title ?? treeFilter.title;
  return [{ key: treeFilter.filter, label, widget: 'input', options: [], params: [treeFilter.param ?? treeFilter.filter], placeholder: label, width: WIDTHS.middle, field, hidden: true }];
}

/** Typed value of a URL string for a field: integer enums travel as numbers. */
function typed(raw: string, field: EntityField | undefined): string | number | boolean {
  if (field?.type === 'integer' || field?.type === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : raw;
  }
  if (field?.type === 'boolean') return raw === 'true' || raw === '1';
  return raw;
}

/**
 * Server parameters of the URL filter values. A date range is stored in the URL as
 * "from,to" and sent as two parameters (the day's start and end for datetime fields).
 */
export function resolveFilterQuery(filters: readonly ResolvedFilter[], values: Record<string, string>): FilterValues {
  const query: FilterValues = {};
  for (const filter of filters) {
    const raw = values[filter.key];
    if (raw === undefined || raw === '') continue;
    if (filter.widget === 'dateRange' && filter.params.length === 2) {
      const [from, to] = raw.split(',');
      const withTime = filter.field?.format === 'datetime';
      if (from) query[filter.params[0]] = withTime ? `${from} 00:00:00` : from;
      if (to) query[filter.params[1]] = withTime ? `${to} 23:59:59` : to;
      continue;
    }
    query[filter.params[0]] = typed(raw, filter.field);
  }
  return query;
}
