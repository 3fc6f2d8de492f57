import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAfterPaint } from '../../../src/core/async/afterPaint';

/** Frames by hand: the next frame's callbacks run when the test says the frame is drawn. */
let frames: (() => void)[] = [];
const drawFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback();
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('runAfterPaint', () => {
  it('runs the work as a background task once the next frame is drawn, where the browser schedules by priority', async () => {
    const posted: { priority: string; run: () => void }[] = [];
    vi.stubGlobal('scheduler', { postTask: (run: () => void, options: { priority: string }) => { posted.push({ run, priority: options.priority }); return Promise.resolve(); } });
    const work = vi.fn();
    runAfterPaint(work);
    await vi.advanceTimersByTimeAsync(50);
    expect(posted).toEqual([]);
    drawFrame();
    expect(posted.map((p) => p.priority)).toEqual(['background']);
    expect(work).not.toHaveBeenCalled();
    posted[0]!.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
    // The 100 ms fallback has nothing left to do.
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('uses a plain task after the frame where there is no scheduler', async () => {
    const work = vi.fn();
    runAfterPaint(work);
    drawFrame();
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms when no frame comes (a hidden tab), and not at all once cancelled', async () => {
    const work = vi.fn();
    runAfterPaint(work);
    const cancelledWork = vi.fn();
    const cancel = runAfterPaint(cancelledWork);
    cancel();
    await vi.advanceTimersByTimeAsync(99);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    drawFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(cancelledWork).not.toHaveBeenCalled();
  });
});
