/**
 * The arithmetic of an aggregate read (src/pageLanguage/aggregate.ts), pure: given the rows the
 * caller may see, the query and today's date, the answer — or the Chinese refusal of a bad
 * range or grouping. aggregateReads.ts fetches the rows and answers the call.
 */
import type {
  AggregateCondition, AggregateCsv, AggregateDeclaration, AggregateGroupBy, AggregateGroupChoice, AggregateMeasure, AggregateOrder, AggregatePart, AggregateRange, AggregateRows, AggregateWithin,
} from '../../src/pageLanguage/aggregate';

export type AggregateRow = Readonly<Record<string, unknown>>;
/** The answer (an object of parts, or one part alone), or the refusal of the query. */
export type AggregateAnswer = { answer: unknown } | { refusal: string; status?: 404 };

const DAY = 86_400_000;
const PATTERNS = { date: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-(0[1-9]|1[0-2])$/ } as const;
const SHAPES = { date: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;
const WIDTH = { date: 10, month: 7, day: 10 } as const;

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function holds(row: AggregateRow, conditions: readonly AggregateCondition[] | undefined): boolean {
  return (conditions ?? []).every((c) => {
    const value = row[c.field];
    if (c.in && !c.in.some((v) => v === value)) return false;
    if (c.notIn?.some((v) => v === value)) return false;
    return c.prefix === undefined || String(value ?? '').startsWith(c.prefix);
  });
}

/** The dates (or months) from start to end, inclusive. */
function steps(start: string, end: string, unit: 'day' | 'month'): string[] {
  const out: string[] = [];
  if (unit === 'day') {
    for (let t = Date.parse(`${start}T00:00:00Z`); ; t += DAY) {
      const day = new Date(t).toISOString().slice(0, 10);
      if (day > end) return out;
      out.push(day);
    }
  }
  for (let [y, m] = start.split('-').map(Number) as [number, number]; ; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > end.slice(0, 7)) return out;
    out.push(month);
  }
}

type Range = { start: string; end: string };

/** The range the query asks for (or its default), '' ends when the rows are not limited. */
function readRange(range: AggregateRange, query: URLSearchParams, rows: readonly AggregateRow[], today: string): Range | { refusal: string } {
  const given = { start: query.get(range.start)?.trim() ?? '', end: query.get(range.end)?.trim() ?? '' };
  const width = WIDTH[range.format];
  let { start, end } = given;
  if (range.defaultDays !== undefined && (start === '' || end === '')) {
    if (end === '') {
      const latest = rows.reduce((max, row) => {
        const value = String(row[range.field] ?? '').slice(0, width);
        return value > max && value <= today ? value : max;
      }, '');
      end = latest || today;
    }
    if (start === '' && PATTERNS.date.test(end)) start = new Date(Date.parse(`${end}T00:00:00Z`) - (range.defaultDays - 1) * DAY).toISOString().slice(0, 10);
  }
  for (const value of [start, end]) if (value !== '' && !PATTERNS[range.format].test(value)) return { refusal: `${range.label}格式应为 ${SHAPES[range.format]}` };
  if (start !== '' && end !== '' && start > end) return { refusal: `开始${range.label}不能晚于结束${range.label}` };
  if (range.longest && start !== '' && end !== '' && Date.parse(end) - Date.parse(start) > range.longest.days * DAY) return { refusal: `统计区间不能超过${range.longest.words}` };
  return { start, end };
}

function measure(m: AggregateMeasure, rows: readonly AggregateRow[]): unknown {
  if ('share' in m) throw new Error('share 只能用于分组列表');
  const kept = rows.filter((row) => holds(row, m.where));
  if ('first' in m) {
    const ordered = m.by ? [...kept].sort(comparing([m.by])) : kept;
    return ordered.length === 0 ? null : ordered[0]![m.first];
  }
  if ('values' in m) return [...new Set(kept.map((row) => row[m.values]))];
  if ('count' in m) return kept.length;
  if ('distinct' in m) return new Set(kept.map((row) => row[m.distinct])).size;
  const total = kept.reduce((sum, row) => sum + Number(row[m.sum] ?? 0) * (m.times === undefined ? 1 : Number(row[m.times] ?? 0)), 0) * (m.scale ?? 1);
  return round(total, m.digits ?? 0);
}

export function measures(declared: Record<string, AggregateMeasure>, rows: readonly AggregateRow[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(declared).filter(([, m]) => !('share' in m)).map(([name, m]) => [name, measure(m, rows)]));
}

function chosen(groupBy: AggregateGroupBy | AggregateGroupChoice, query: URLSearchParams): { by: AggregateGroupBy; echo?: [string, string] } | { refusal: string } {
  if (!('param' in groupBy)) return { by: groupBy };
  const value = query.get(groupBy.param) || groupBy.default;
  const by = groupBy.options[value];
  return by ? { by, echo: [groupBy.param, value] } : { refusal: `${groupBy.label}只能是 ${Object.keys(groupBy.options).join(' 或 ')}` };
}

function groupList(part: AggregatePart, by: AggregateGroupBy, rows: readonly AggregateRow[], range: Range | null): Record<string, unknown>[] {
  const keyOf = (row: AggregateRow) => (by.time ? String(row[by.field] ?? '').slice(0, WIDTH[by.time]) : row[by.field]);
  const groups = new Map<unknown, AggregateRow[]>();
  const fixed = by.keys ?? (by.time && by.fill && range && range.start !== '' && range.end !== '' ? steps(range.start, range.end, by.time) : null);
  for (const key of fixed ?? []) groups.set(key, []);
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else if (!fixed) groups.set(key, [row]);
  }
  const declared = part.measures ?? {};
  const keyName = by.as ?? 'key';
  const entries = [...groups].map(([key, members]) => {
    const shown = by.names?.[String(key)] ?? key;
    const labels = Object.fromEntries(Object.entries(by.labels ?? {}).map(([name, field]) => [name, members[0]?.[field] ?? '']));
    return { [keyName]: by.sliceFrom === undefined ? shown : String(shown).slice(by.sliceFrom), ...labels, ...measures(declared, members) } as Record<string, unknown>;
  });
  for (const [name, m] of Object.entries(declared)) {
    if (!('share' in m)) continue;
    const total = entries.reduce((sum, entry) => sum + Number(entry[m.share] ?? 0), 0);
    for (const entry of entries) entry[name] = total === 0 ? 0 : round((Number(entry[m.share] ?? 0) / total) * 100, m.digits ?? 0);
  }
  const sort = part.sort ?? (fixed ? undefined : { by: keyName, order: 'asc' as const });
  if (sort) entries.sort(comparing([{ ...sort, by: sort.by === 'key' ? keyName : sort.by }, ...(part.ties ?? [])]));
  const kept = part.top === undefined ? entries : entries.slice(0, part.top);
  return part.rank === undefined ? kept : kept.map((entry, index) => ({ [part.rank!]: index + 1, ...entry }));
}

/** Numbers by value, anything else as text; ties keep their order. */
function comparing(orders: readonly AggregateOrder[]): (a: AggregateRow, b: AggregateRow) => number {
  return (a, b) => {
    for (const { by, order } of orders) {
      const x = a[by];
      const y = b[by];
      const diff = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
      if (diff !== 0) return order === 'asc' ? diff : -diff;
    }
    return 0;
  };
}

/** A positive whole number of the query, else the fallback. */
function positive(query: URLSearchParams, name: string, fallback: number): number {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

function rowList(rows: readonly AggregateRow[], list: AggregateRows, query: URLSearchParams): Record<string, unknown>[] {
  let ordered = [...rows].sort(comparing(list.sort));
  if (list.page) {
    const size = Math.min(list.page.maxSize, positive(query, list.page.size, list.page.defaultSize));
    const index = positive(query, list.page.index, 1);
    ordered = ordered.slice((index - 1) * size, index * size);
  }
  // A field the row lacks answers ''; a null stays null (a top-level organisation has no parent).
  return ordered.map((row) => Object.fromEntries(list.fields.map((field) => [field, row[field] === undefined ? '' : row[field]])));
}

/** The window's first and last day, and whether a row's field falls within it. */
function timeWindow(within: AggregateWithin, today: string): Range & { holds: (row: AggregateRow) => boolean } {
  const start = within.month ? `${today.slice(0, 7)}-01` : new Date(Date.parse(`${today}T00:00:00Z`) - ((within.days ?? 1) - 1) * DAY).toISOString().slice(0, 10);
  return { start, end: today, holds: (row) => { const day = String(row[within.field] ?? '').slice(0, 10); return day >= start && day <= today; } };
}

/**
 * The answer of an aggregate read over the rows the caller may see; `other` gives the (equally
 * restricted) rows of another source a part names.
 */
export function aggregateAnswer(
  declaration: AggregateDeclaration, visible: readonly AggregateRow[], query: URLSearchParams, today: string,
  other: (source: string) => readonly AggregateRow[] = () => [],
): AggregateAnswer {
  let rows = visible.filter((row) => holds(row, declaration.where));
  let range: Range | null = null;
  if (declaration.range) {
    const read = readRange(declaration.range, query, rows, today);
    if ('refusal' in read) return read;
    range = read;
    const { field, format } = declaration.range;
    rows = rows.filter((row) => {
      const value = String(row[field] ?? '').slice(0, WIDTH[format]);
      return (read.start === '' || value >= read.start) && (read.end === '' || value <= read.end);
    });
  }
  for (const filter of declaration.filters ?? []) {
    const wanted = query.get(filter.param)?.trim() ?? '';
    if (wanted === '' && filter.required) return { refusal: filter.required };
    const lower = wanted.toLowerCase();
    if (wanted !== '') rows = rows.filter((row) => (filter.match === 'equals' ? String(row[filter.field]) === wanted : String(row[filter.field] ?? '').toLowerCase().includes(lower)));
  }
  if (declaration.missing && rows.length === 0) return { refusal: declaration.missing, status: 404 };
  const answer: Record<string, unknown> = range && declaration.range?.echo ? { start: range.start, end: range.end } : {};
  for (const [name, part] of Object.entries(declaration.parts)) {
    const span = part.within ? timeWindow(part.within, today) : null;
    const partRows = (part.source ? other(part.source) : rows).filter((row) => holds(row, part.where) && (!span || span.holds(row)));
    if (part.value) answer[name] = measure(part.value, partRows);
    else if (part.rows) answer[name] = rowList(partRows, part.rows, query).slice(0, part.top);
    else if (!part.groupBy) answer[name] = measures(part.measures ?? {}, partRows);
    else {
      const group = chosen(part.groupBy, query);
      if ('refusal' in group) return group;
      if (group.echo) answer[group.echo[0]] = group.echo[1];
      answer[name] = groupList(part, group.by, partRows, span ?? range);
    }
  }
  return { answer: declaration.answer === undefined ? answer : answer[declaration.answer] };
}

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV file of a list answer: a BOM (Excel reads it as UTF-8), the titles, a line per row. */
export function aggregateCsv(csv: AggregateCsv, rows: readonly AggregateRow[]): string {
  const shown = (row: AggregateRow, column: AggregateCsv['columns'][number]) => {
    const value = row[column.field];
    if (column.labels) return column.labels[String(value)] ?? value;
    return column.digits !== undefined && typeof value === 'number' ? value.toFixed(column.digits) : value;
  };
  const lines = [csv.columns.map((c) => csvCell(c.title)), ...rows.map((row) => csv.columns.map((c) => csvCell(shown(row, c))))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
