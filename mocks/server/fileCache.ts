/**
 * The static files the mock server answers, read once per version (size and modification time)
 * with their validators and their compressed forms: a request for a file already asked for
 * neither reads nor compresses it again, and a rebuilt file is read afresh.
 */
import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { compress, compressible, type ContentCoding } from './contentCoding';

export interface CachedFile {
  readonly bytes: Buffer;
  /** Weak: the same for every coding of the file (as nginx makes it when it compresses). */
  readonly etag: string;
  /** HTTP date; undefined for a generated body (config.json). */
  readonly lastModified?: string;
  /** Whether compressing it pays (text type, big enough). */
  readonly compressible: boolean;
  /** The body in a coding, compressed on the first request that takes it and kept. */
  encoded(coding: ContentCoding): Promise<Buffer>;
}

function cachedFile(bytes: Buffer, etag: string, isCompressible: boolean, lastModified?: string): CachedFile {
  const codings = new Map<ContentCoding, Promise<Buffer>>();
  return {
    bytes,
    etag,
    lastModified,
    compressible: isCompressible,
    encoded(coding) {
      let pending = codings.get(coding);
      if (!pending) {
        pending = compress(coding, bytes);
        codings.set(coding, pending);
        pending.catch(() => codings.delete(coding));
      }
      return pending;
    },
  };
}

/** A body made in memory (the served config.json): its validator is a hash of its bytes. */
export function generatedFile(text: string, extension: string): CachedFile {
  const bytes = Buffer.from(text);
  const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 16);
  return cachedFile(bytes, `W/"${hash}"`, compressible(extension, bytes.length));
}

export interface FileCache {
  get(file: string, extension: string): Promise<CachedFile>;
}

export function createFileCache(): FileCache {
  const entries = new Map<string, { version: string; file: Promise<CachedFile> }>();
  return {
    async get(file, extension) {
      const info = await stat(file);
      const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
      const known = entries.get(file);
      if (known?.version === version) return known.file;
      const loaded = readFile(file).then((bytes) =>
        cachedFile(bytes, `W/"${version}"`, compressible(extension, bytes.length), info.mtime.toUTCString()));
      entries.set(file, { version, file: loaded });
      loaded.catch(() => entries.delete(file));
      return loaded;
    },
  };
}
