/**
 * Work that must not sit between a commit and the frame that shows it (a read-ahead call, the
 * session's socket): a task after the next frame has been drawn. Where frames do not run (a
 * hidden tab, jsdom without rAF) it waits at most 100 ms instead.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
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
