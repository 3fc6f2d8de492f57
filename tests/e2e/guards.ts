/**
 * What no end-to-end test may leave behind, checked after every test of every spec: a
 * Content-Security-Policy violation (`securitypolicyviolation`) or an uncaught error in any page
 * of any browser context the test used — its own `page`, a context a spec made itself in
 * `beforeAll`, the contract spec's shared console. Specs import `test` from here (or from
 * contract/session.ts, which extends it) instead of `@playwright/test`.
 */
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';

interface GuardEvent {
  kind: 'csp' | 'uncaught';
  detail: string;
}

const events: GuardEvent[] = [];
const guarded = new WeakSet<BrowserContext>();
let contextsWatched = 0;

/** Watches a context: CSP violations from every document it loads, and uncaught page errors. */
export async function guardContext(context: BrowserContext): Promise<void> {
  if (guarded.has(context)) return;
  guarded.add(context);
  contextsWatched += 1;
  await context.exposeBinding('__hpcReportPolicyViolation', (_source, detail: string) => void events.push({ kind: 'csp', detail }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __hpcReportPolicyViolation?: (detail: string) => void }).__hpcReportPolicyViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('weberror', (error) => events.push({ kind: 'uncaught', detail: `${error.error().message} (${error.page()?.url() ?? 'no page'})` }));
}

/** Every context the worker's browser makes is watched, also those a spec makes itself. */
function watchBrowser(browser: Browser): void {
  const marked = browser as Browser & { __hpcGuarded?: boolean };
  if (marked.__hpcGuarded) return;
  marked.__hpcGuarded = true;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await guardContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await guardContext(page.context());
    return page;
  };
}

export const test = base.extend<{ pageGuards: void }, { browserGuards: void }>({
  browserGuards: [
    async ({ browser }, provide, workerInfo) => {
      watchBrowser(browser);
      await provide();
      const csp = events.filter((e) => e.kind === 'csp').length;
      console.log(`[guards] worker ${workerInfo.workerIndex}: ${contextsWatched} browser contexts watched, ${csp} CSP violations, ${events.length - csp} uncaught errors`);
    },
    { scope: 'worker', auto: true },
  ],
  pageGuards: [
    // Not on `context`: a spec working in its own context would then get an idle one made for it.
    // The default context comes from browser.newContext too, so it is watched like the others.
    async ({ browserGuards }, provide) => {
      void browserGuards;
      const from = events.length;
      await provide();
      const found = events.slice(from);
      expect(found.filter((e) => e.kind === 'csp').map((e) => e.detail), 'Content-Security-Policy violations').toEqual([]);
      expect(found.filter((e) => e.kind === 'uncaught').map((e) => e.detail), 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
