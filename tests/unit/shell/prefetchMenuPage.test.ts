/**
 * A menu entry pointed at fetches its page ahead (src/shell/prefetchMenuPage.ts): the page config,
 * remembered for PageHost, the schema renderer and the kind's renderer — once per page.
 */
import { describe, expect, it, vi } from 'vitest';
import { knownPageConfig } from '../../../src/shell/pageConfigCache';

const preloadPageKind = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const preloadSchemaPage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../src/renderer/pageKinds', () => ({ preloadPageKind }));
vi.mock('../../../src/shell/schemaPageChunk', () => ({ SchemaPage: { preload: preloadSchemaPage } }));

const { prefetchMenuPage } = await import('../../../src/shell/prefetchMenuPage');

describe('prefetchMenuPage', () => {
  it('loads the page config and the renderers of its kind, once however often pointed at', async () => {
    const pageId = 'operation-center/customer/customer-info';
    await Promise.all([prefetchMenuPage(pageId), prefetchMenuPage(pageId)]);
    expect(preloadPageKind).toHaveBeenCalledWith('list');
    expect(knownPageConfig(pageId)).toMatchObject({ kind: 'list', permissionPrefix: 'customer-info' });
    expect(preloadSchemaPage).toHaveBeenCalledTimes(1);
    expect(preloadPageKind).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an entry without a page, and nothing breaks for a page without a config', async () => {
    await prefetchMenuPage(undefined);
    await prefetchMenuPage('no/such/page');
    expect(knownPageConfig('no/such/page')).toBeUndefined();
  });
});
