import { useQuery } from '@tanstack/react-query';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { readPath } from '../../contract/readPath';
import { queryClient } from '../../core/query/queryClient';
import type { BlockRange, BlocksPageConfig, BlockSource } from '../../pageLanguage/blocks';
import '../../ui/dayjsZhCn';
import { blockCall, blockReadParams, blockReadQuery, type PickedRange } from './blockQueries';

const DAY = 'YYYY-MM-DD';
/** The query's shape when the caller may make no ranged read (it is never sent: the query is disabled). */
const NO_READ: BlockSource = { path: '', query: {}, ranged: false, grants: null };

const dayAt = (answer: unknown, path: string | undefined): Dayjs | null => {
  const value = path === undefined ? undefined : readPath(answer, path);
  return typeof value === 'string' && dayjs(value, DAY, true).isValid() ? dayjs(value, DAY) : null;
};

interface Props {
  config: BlocksPageConfig;
  range: BlockRange;
  /** The reads the caller may make (their blocks show). */
  readable: ReadonlySet<string>;
  picked: PickedRange;
  /** The page address's query (reads may take parameters from it). */
  address: URLSearchParams;
  onPick: (range: PickedRange) => void;
}

/**
 * The page's date range. Before the user picks, it shows the range the server answered with (the
 * first ranged read's, the same cache entry its blocks show); days after today cannot be picked.
 */
export function BlockRangePicker({ config, range, readable, picked, address, onPick }: Props) {
  const first = Object.entries(config.sources).find(([name, source]) => source.ranged && readable.has(name))?.[1];
  const source = first ?? NO_READ;
  // The same call (and cache entry) as its blocks make before anything is searched.
  const call = blockCall(source, blockReadParams(source, range, picked), address, '');
  const read = useQuery({ ...blockReadQuery(config, source, call ?? { path: '', params: {} }), enabled: first !== undefined && call !== null && picked === null }, queryClient);
  const answered = picked === null && read.data !== undefined ? [dayAt(read.data, range.answerFrom), dayAt(read.data, range.answerTo)] as const : null;
  const value: [Dayjs, Dayjs] | null = picked
    ? [dayjs(picked[0], DAY), dayjs(picked[1], DAY)]
    : answered && answered[0] && answered[1] ? [answered[0], answered[1]] : null;
  // Nothing the caller may see follows the range.
  if (first === undefined) return null;
  return (
    <DatePicker.RangePicker
      aria-label={range.label}
      placeholder={[`${range.label}起`, `${range.label}止`]}
      allowClear={false}
      disabledDate={(day) => day.isAfter(dayjs(), 'day')}
      value={value}
      onChange={(days) => { if (days?.[0] && days[1]) onPick([days[0].format(DAY), days[1].format(DAY)]); }}
    />
  );
}
