/**
 * A growing text read in pieces: a job's standard output and error (issue 39, "Live output").
 * Declared here beside src/pageLanguage/blocks.ts (which joins it to BlockDeclaration), rendered by
 * src/renderer/blocks/LogBlock.tsx, checked by generators/lint/blockChecks.mjs.
 */
import type { BlockBase, BlockCall } from './blocks';

/**
 * Which fields of the read's answer carry the lines and where to read on.
 * @additionalProperties false
 */
export interface BlockLogAnswer {
  /** Dot path of the array of lines. @minLength 1 */
  lines: string;
  /** Field of each line holding its text (shown as text, never as HTML). @minLength 1 */
  text: string;
  /** Field of each line naming its stream; lines whose value is `stderr` are marked as errors. */
  stream?: string;
  /** Dot path of the offset to send next. @minLength 1 */
  next: string;
  /** Dot path of a boolean: the text will not grow any more (a finished job). @minLength 1 */
  complete: string;
}

/**
 * A log read from an offset by a GET of the family (its parameters from the source's answer, e.g.
 * the job's id): read again every `seconds` until it is complete, following the tail, with
 * 暂停/继续, 搜索 (matches highlighted) and 下载 (what has been read, as a text file).
 * @additionalProperties false
 */
export interface LogBlock extends BlockBase {
  type: 'log';
  /** @minLength 1 */
  title: string;
  /** The read: a GET of the page's family; `params` map its parameters to paths of the source's answer. */
  read: BlockCall;
  /** The read's query parameter taking the offset (0 first, then the answer's `next`). @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  offset: string;
  answer: BlockLogAnswer;
  /** Seconds between reads while it grows (default 3). @minimum 1 @maximum 60 */
  seconds?: number;
  /** `{field}` template of the downloaded file's name, of the source's answer (e.g. {jobName}-{jobId}.log). @minLength 1 */
  download: string;
  /** Text while there are no lines (default 暂无输出). */
  empty?: string;
  /** Lines kept on screen at most (the oldest go first; 下载 keeps them all). @minimum 100 @maximum 100000 */
  keep?: number;
}
