/**
 * Loading a piece of the program on demand (a route's code, a page config, a sub-app's module
 * list). A download that has not finished in 120 s is given up, and one that fails — a script,
 * or a stylesheet the piece needs (the build's preload helper rejects the import when a
 * stylesheet does not load) — becomes a ChunkLoadError whose Chinese message the error panel
 * shows with 重试, instead of a spinner that never ends or the general error text.
 */

/** How long a chunk may take before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_TIMEOUT_MESSAGE = '页面程序文件加载超时，请检查网络后重试';
export const CHUNK_FAILED_MESSAGE = '页面程序文件加载失败，请检查网络后重试';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? CHUNK_TIMEOUT_MESSAGE : CHUNK_FAILED_MESSAGE, options);
  }
}

/**
 * `load()` raced against the timeout. A rejection becomes a ChunkLoadError (the original is its
 * `cause`, and is logged, for the developer); the timer is cleared either way, and a download
 * that finishes after the timeout is ignored.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (error instanceof ChunkLoadError) return reject(error);
        console.error('[chunk]', error);
        reject(new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}

/** What failed chunks do to be downloaded again (see retryFailedChunks). */
const failed = new Set<() => void>();

/**
 * Registers how a failed chunk is asked for again. Not at once: React renders a component again
 * right after it throws, and a fresh download then would hide the failure behind another wait.
 */
export function onChunkRetry(reset: () => void): void {
  failed.add(reset);
}

/** The error panel's 重试: every chunk that failed is downloaded again when next drawn. */
export function retryFailedChunks(): void {
  const resets = [...failed];
  failed.clear();
  for (const reset of resets) reset();
}
