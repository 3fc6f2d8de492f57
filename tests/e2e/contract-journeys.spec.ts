/**
 * The list renderer's journeys, once per kind of filter, dialect, action and detail page that
 * the page configs use (tests/e2e/contract/listJourneys.ts); nothing here names a page.
 */
import { loadCatalog } from '../contract/catalog';
import { listJourneys } from './contract/listJourneys';
import { test } from './contract/session';

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

for (const journey of listJourneys(loadCatalog())) {
  test(`journey: ${journey.title}`, async ({ app }) => journey.run(app));
}
