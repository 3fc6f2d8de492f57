/**
 * Compression of the mock server's static files as a real host does it (README "Serving the
 * build": nginx's gzip and brotli modules): brotli when the browser takes it, else gzip, else the
 * bytes as they are; only text types, and only files big enough for it to pay.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** The types compressed (nginx's gzip_types / brotli_types in the README give the same list). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** Below this a compressed answer saves less than its headers cost (nginx's gzip_min_length is of this order). */
export const MIN_COMPRESSED_SIZE = 1024;

export const compressible = (extension: string, size: number): boolean => COMPRESSIBLE.has(extension) && size >= MIN_COMPRESSED_SIZE;

/**
 * The coding to answer with for an Accept-Encoding header: brotli first, then gzip, honouring
 * `;q=0` and `*`; undefined for the identity (no header, or neither coding accepted).
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string): number => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality 11 took 1.4 s for the build's largest chunk (580 kB) against 58 ms at 9, for
 * 7 % fewer bytes: a cold load of the console would wait seconds on a first visit. Quality 9
 * sits between nginx's on-the-fly default (6) and a build precompressed at 11.
 */
const BROTLI_QUALITY = 9;

/**
 * The file's bytes in one coding: each file is compressed once per version (fileCache.ts keeps
 * the result), as a host precompressing its build would.
 */
export function compress(coding: ContentCoding, bytes: Buffer): Promise<Buffer> {
  return coding === 'br'
    ? brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    : gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
}
