/** One entry read from a tar or zip archive, before it is checked and written to the tree. */
export interface ArchiveEntry {
  /** The name exactly as stored in the archive (checked by entryPath.ts before use). */
  name: string;
  kind: 'file' | 'dir' | 'link' | 'other';
  mode: number;
  mtime: number;
  size: number;
  /** The entry's bytes; for tar a slice of the archive Blob (no copy). */
  data(): Blob;
}

/** Unpacking reads the whole archive into memory: refuse what a browser tab cannot hold. */
export const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;
