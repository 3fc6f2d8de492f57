/**
 * A log block's reads (src/pageLanguage/logBlock.ts): one piece from an offset by the declared GET,
 * its parameters taken from the source's answer, and what a piece says. The matching of a search
 * is here too: pure, shared by the block and its tests.
 */
import { readPath } from '../../contract/readPath';
import { request } from '../../core/http/client';
import type { BlockLogAnswer, LogBlock } from '../../pageLanguage/logBlock';
import { answerData, resolveOperation } from '../data/operationClient';
import { stepRequest } from './blockActions';
import { itemsOf } from './blockValues';

export interface LogLine {
  text: string;
  error: boolean;
}

export interface LogPiece {
  lines: LogLine[];
  next: number;
  complete: boolean;
}

/** What one answer holds: its lines as text (anything else written as text), the next offset, whether it is complete. */
export function logPiece(answer: unknown, fields: BlockLogAnswer, offset: number): LogPiece {
  const lines = itemsOf(answer, fields.lines).map((item) => {
    const text = item[fields.text];
    return { text: text === null || text === undefined ? '' : String(text), error: fields.stream !== undefined && item[fields.stream] === 'stderr' };
  });
  const next = Number(readPath(answer, fields.next));
  return { lines, next: Number.isFinite(next) && next >= offset ? next : offset + lines.length, complete: readPath(answer, fields.complete) === true };
}

/** Reads the piece from `offset`: the read's path and query from the source's answer, the offset added. */
export async function readLogPiece(pageFamily: string, block: LogBlock, source: unknown, offset: number, signal: AbortSignal): Promise<LogPiece> {
  const { family, operation } = await resolveOperation(block.read.family ?? pageFamily, block.read.operation);
  const call = stepRequest(family, block.read, source);
  const envelope = await request<unknown>(call.path, { method: 'GET', query: { ...call.query, [block.offset]: offset }, signal, silent: true, loading: false });
  return logPiece(answerData(family, operation, envelope), block.answer, offset);
}

/** The places of `query` in `text` (case-insensitive), as [start, end) pairs. */
export function matchesIn(text: string, query: string): [number, number][] {
  if (query === '') return [];
  const haystack = text.toLowerCase();
  const needle = query.toLowerCase();
  const found: [number, number][] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) found.push([at, at + needle.length]);
  return found;
}
