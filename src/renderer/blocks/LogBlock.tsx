import { Alert, Button, Card, Empty, Input, Space, Tag } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../contract/textTemplate';
import type { LogBlock as LogDeclaration } from '../../pageLanguage/logBlock';
import { saveBlob } from '../files/saveBlob';
import type { BlockProps } from './blockProps';
import { LogLines } from './LogLines';
import { matchesIn, readLogPiece, type LogLine } from './logReader';

interface Progress {
  /** The read the lines belong to (its parameters): another record starts again from 0. */
  key: string;
  lines: LogLine[];
  next: number;
  complete: boolean;
  /** Lines the last read brought: a full page is followed at once. */
  last: number;
  failed: string | null;
}

const FRESH = (key: string): Progress => ({ key, lines: [], next: 0, complete: false, last: 0, failed: null });
/** A read answering this many lines or more has more behind it: read on without waiting. */
const BURST = 100;

/**
 * A growing log read from an offset (a job's stdout and stderr): read again every `seconds` until
 * complete, following the tail while the reader is at the bottom and has not paused; 搜索 marks
 * each match and counts them; 下载 saves every line read. Text only, never HTML.
 */
export function LogBlock({ block, answer, loading, page }: BlockProps<LogDeclaration>) {
  const key = JSON.stringify(Object.values(block.read.params ?? {}).map((path) => fillTemplate(`{${path}}`, answer)));
  const [progress, setProgress] = useState<Progress>(() => FRESH(key));
  const [paused, setPaused] = useState(false);
  const [query, setQuery] = useState('');
  const [retry, setRetry] = useState(0);
  const view = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const current = progress.key === key ? progress : FRESH(key);

  useEffect(() => {
    if (loading || answer === undefined || answer === null || paused || current.complete || current.failed !== null) return undefined;
    const controller = new AbortController();
    const first = current.next === 0 && current.lines.length === 0;
    const delay = first || current.last >= BURST ? 0 : (block.seconds ?? 3) * 1000;
    const timer = window.setTimeout(() => {
      readLogPiece(page.family, block, answer, current.next, controller.signal).then(
        (piece) => setProgress({ key, lines: [...current.lines, ...piece.lines], next: piece.next, complete: piece.complete, last: piece.lines.length, failed: null }),
        (error: unknown) => {
          if (!controller.signal.aborted) setProgress({ ...current, failed: error instanceof Error ? error.message : '输出读取失败' });
        },
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `current` changes with each piece: each read schedules the next.
  }, [current, key, loading, answer, paused, block, page.family, retry]);

  // Follow the tail: after new lines, scroll to the end unless the reader scrolled up or paused.
  useLayoutEffect(() => {
    const element = view.current;
    if (element && following.current && !paused) element.scrollTop = element.scrollHeight;
  }, [current.lines.length, paused]);

  const keep = block.keep ?? 20_000;
  const shown = current.lines.length > keep ? current.lines.slice(-keep) : current.lines;
  const count = query === '' ? 0 : shown.reduce((sum, line) => sum + matchesIn(line.text, query).length, 0);
  const state = current.complete ? <Tag>已结束</Tag> : paused ? <Tag color="warning">已暂停</Tag> : <Tag color="processing">实时</Tag>;
  const extra = (
    <Space wrap>
      {state}
      {!current.complete && <Button onClick={() => setPaused((was) => !was)}>{paused ? '继续' : '暂停'}</Button>}
      <Button disabled={current.lines.length === 0} onClick={() => saveBlob(new Blob([current.lines.map((line) => line.text).join('\n') + '\n'], { type: 'text/plain;charset=utf-8' }), fillTemplate(block.download, answer))}>下载</Button>
    </Space>
  );
  return (
    <Card title={block.title} extra={loading ? undefined : extra} loading={loading} className="hpc-block-log-card">
      <div className="hpc-block-log-tools">
        <Input allowClear placeholder="搜索输出" aria-label="搜索输出" value={query} onChange={(event) => setQuery(event.target.value)} style={{ maxWidth: 280 }} />
        {query !== '' && <span className="hpc-block-muted" role="status">{count === 0 ? '无匹配' : `共 ${count} 处匹配`}</span>}
        {current.lines.length > shown.length && <span className="hpc-block-muted">仅显示最后 {keep} 行，下载可得全部</span>}
      </div>
      {current.failed !== null && (
        <Alert type="error" showIcon message="输出读取失败" description={current.failed} action={<Button size="small" onClick={() => { setProgress({ ...current, failed: null }); setRetry((n) => n + 1); }}>重试</Button>} />
      )}
      {shown.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={block.empty ?? '暂无输出'} />
        : (
          <div
            ref={view}
            className="hpc-block-log"
            role="log"
            aria-label={block.title}
            tabIndex={0}
            onScroll={(event) => {
              const element = event.currentTarget;
              following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
            }}
          >
            <LogLines lines={shown} query={query} />
          </div>
        )}
    </Card>
  );
}
