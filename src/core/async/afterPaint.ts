/**
 * Work that must not sit between a commit and the frame that shows it (a read-ahead call, the
 * session's socket): a background task after the next frame has been drawn. Background priority
 * (the Prioritized Task Scheduling API, where the browser has it) lets the tasks the user is
 * waiting on — an input's handler, the page's own next task — run first; elsewhere a plain task.
 * Where frames do not run (a hidden tab, jsdom without rAF) it waits at most 100 ms instead.
 */
interface BackgroundScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<unknown>;
}

function backgroundTask(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<BackgroundScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(run, { priority: 'background' });
  else setTimeout(run, 0);
}

export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      backgroundTask(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}

/** Runs `work` after the next frame has been drawn unless cancelled first (the returned function: an effect's cleanup). */
export function runAfterPaint(work: () => void): () => void {
  let cancelled = false;
  void afterPaint().then(() => {
    if (!cancelled) work();
  });
  return () => {
    cancelled = true;
  };
}
