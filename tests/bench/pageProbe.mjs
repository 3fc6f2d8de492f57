/**
 * In-page timing of the list bench. Everything here runs inside Chromium (init script and
 * page.evaluate callbacks): timestamps are performance.now() of the page, so Playwright's IPC
 * never sits inside a measured interval. "Painted" = the DOM change was seen by a
 * MutationObserver, then a requestAnimationFrame callback ran and a task posted from it ran,
 * i.e. the frame containing the change has been rendered.
 */
/* global window, document, requestAnimationFrame, requestIdleCallback, MutationObserver -- page context */

/** Rows of the generated list (src/renderer/list/DataTable.tsx) and of the plain page. */
export const ROW_SELECTOR = '.hpc-list-table tbody tr.hpc-list-row, .plain-table tbody tr.plain-row';

/** Init script (added to the context before any page loads): records the first data row painted. */
export function installProbe(rowSelector) {
  performance.setResourceTimingBufferSize(5000);
  const afterPaint = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
  /** Resolves { domMs, paintMs } once test() holds after a DOM change (or at once if it holds now). */
  const until = (test, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const done = (observer) => {
        observer?.disconnect();
        clearTimeout(timer);
        const domMs = performance.now();
        afterPaint().then((paintMs) => resolve({ domMs, paintMs }));
      };
      const observer = new MutationObserver(() => {
        if (test()) done(observer);
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('等待超时'));
      }, timeoutMs);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      if (test()) done(observer);
    });
  /** A row's 客户编号 cell text, by the header's position (the generated page has a selection column first). */
  const idOf = (row) => {
    const headers = [...(row?.closest('table')?.querySelectorAll('thead th') ?? [])];
    const index = headers.findIndex((th) => th.textContent.includes('客户编号'));
    return index < 0 ? null : row.cells[index]?.textContent ?? null;
  };
  const bench = { firstRow: null, until, afterPaint, idOf };
  window.__bench = bench;
  until(() => document.querySelector(rowSelector) !== null, 120_000).then((times) => {
    bench.firstRow = times;
  }, () => undefined);
}

/**
 * After a cold load: the first-row times and where they went (document, list request).
 * `listPath` is the list call's path and page-size parameter (e.g. `/customer/page?…pageSize=20`
 * is matched by path and `pageSize=20`): the app's read-ahead of later pages (pageSize=100) is not it.
 */
export function coldFigures({ rowSelector, listPath, pageQuery }) {
  const nav = performance.getEntriesByType('navigation')[0];
  const list = performance.getEntriesByType('resource').find((e) => e.name.includes(listPath) && e.name.includes(pageQuery));
  const first = document.querySelector(rowSelector);
  return {
    firstRowMs: window.__bench.firstRow.paintMs,
    firstRowDomMs: window.__bench.firstRow.domMs,
    documentMs: nav ? nav.responseEnd : null,
    domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : null,
    listRequestStartMs: list ? list.startTime : null,
    listResponseEndMs: list ? list.responseEnd : null,
    firstId: window.__bench.idOf(first),
  };
}

/**
 * Clicks "next page" and times it until a new first row is painted. The list call is the one for
 * that page sent before the paint; none when the rows were already there (the app's read-ahead:
 * its check with the server follows the paint).
 */
export async function pageChange({ rowSelector, nextSelector, listPath, pageQuery }) {
  const firstId = () => window.__bench.idOf(document.querySelector(rowSelector));
  const before = firstId();
  const wait = window.__bench.until(() => {
    const id = firstId();
    return id !== null && id !== before;
  }, 15_000);
  const start = performance.now();
  document.querySelector(nextSelector).click();
  const { domMs, paintMs } = await wait;
  const list = performance.getEntriesByType('resource')
    .filter((e) => e.name.includes(listPath) && e.name.includes(pageQuery) && e.startTime >= start && e.startTime <= paintMs)
    .at(-1);
  return {
    ms: paintMs - start,
    domMs: domMs - start,
    requestStartMs: list ? list.startTime - start : null,
    responseEndMs: list ? list.responseEnd - start : null,
    firstId: firstId(),
  };
}

/**
 * Waits until the page has settled after its cold load: no resource fetched for `quietMs` and an
 * idle callback has run (at most `maxMs`). The page change target is about the interaction, so
 * it is timed on a settled page; the changes made right after the first row (while read-ahead,
 * prefetched chunks and post-commit effects still run) are reported apart.
 */
export async function settle({ quietMs = 500, maxMs = 5000 }) {
  const start = performance.now();
  const lastFetch = () => Math.max(0, ...performance.getEntriesByType('resource').map((e) => e.responseEnd));
  for (;;) {
    const now = performance.now();
    if (now - start >= maxMs) return { settledMs: now - start, timedOut: true };
    if (now - lastFetch() >= quietMs) {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
      return { settledMs: performance.now() - start, timedOut: false };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sets the scroll box to its bottom and times it until the row with lastId is painted in view. */
export async function scrollToBottom({ rowSelector, scrollSelector, lastId }) {
  const box = document.querySelector(scrollSelector);
  box.scrollTop = 0;
  await window.__bench.afterPaint();
  await window.__bench.afterPaint();
  const shown = () => {
    const rows = document.querySelectorAll(rowSelector);
    const last = rows[rows.length - 1];
    if (!last || window.__bench.idOf(last) !== lastId) return false;
    const r = last.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return r.top >= b.top && r.bottom <= b.bottom + 1;
  };
  const wait = window.__bench.until(shown, 10_000);
  const start = performance.now();
  box.scrollTop = box.scrollHeight;
  const { domMs, paintMs } = await wait;
  return { ms: paintMs - start, domMs: domMs - start };
}

/** JS files this document fetched (module scripts, preloads, lazy chunks), from resource timing. */
export function fetchedScripts() {
  return performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((path) => path.endsWith('.js'));
}
