import { memo } from 'react';
import { matchesIn, type LogLine } from './logReader';

/** The lines of a log as text nodes (never HTML), stderr marked, each match of `query` in a <mark>. */
export const LogLines = memo(function LogLines({ lines, query }: { lines: readonly LogLine[]; query: string }) {
  return (
    <>
      {lines.map((line, index) => {
        const found = matchesIn(line.text, query);
        const parts: (string | JSX.Element)[] = [];
        let at = 0;
        for (const [start, end] of found) {
          parts.push(line.text.slice(at, start), <mark key={start}>{line.text.slice(start, end)}</mark>);
          at = end;
        }
        parts.push(line.text.slice(at));
        return <div key={index} className={line.error ? 'hpc-block-log-line hpc-block-log-error' : 'hpc-block-log-line'}>{found.length === 0 ? line.text || ' ' : parts}</div>;
      })}
    </>
  );
});
