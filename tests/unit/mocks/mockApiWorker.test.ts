import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { mockedPath } from '../../../mocks/faults/registry';
import { MOCK_WORKER_SCRIPT } from '../../../mocks/workerScript';

type FetchListener = (event: { request: { url: string }; stopImmediatePropagation: () => void }) => void;

/** Runs public/mockApiWorker.js in a stand-in service worker global; returns its fetch listeners and imports. */
function loadWorker() {
  const listeners: FetchListener[] = [];
  const imported: string[] = [];
  const self = {
    addEventListener: (type: string, listener: FetchListener) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  const source = readFileSync(`public/${MOCK_WORKER_SCRIPT}`, 'utf8');
  runInNewContext(source, { self, URL, importScripts: (...urls: string[]) => imported.push(...urls) });
  return { listeners, imported };
}

/** Whether msw's own listener (registered after the filter) would see this request. */
function reachesMsw(url: string): boolean {
  const { listeners } = loadWorker();
  const stop = vi.fn();
  for (const listener of listeners) listener({ request: { url }, stopImmediatePropagation: stop });
  return stop.mock.calls.length === 0;
}

describe('the mock backend’s service worker (msw’s worker behind a filter)', () => {
  it('loads msw’s own worker script unchanged, after its filter', () => {
    const { listeners, imported } = loadWorker();
    expect(imported).toEqual(['./mockServiceWorker.js']);
    expect(listeners).toHaveLength(1);
  });

  it('hands msw the API and the websocket addresses, on any origin', () => {
    for (const url of [
      'http://localhost:4173/api/operation-management/v1/customer/page?pageIndex=1',
      'https://api.example.com/prefix/api/portal/v1/user/info',
      'http://localhost:4173/api/operation-management/v1/files/seed-cover-1/活动封面.png',
      'ws://localhost:4173/websocket',
    ]) {
      expect(reachesMsw(url), url).toBe(true);
    }
  });

  it('lets chunks, stylesheets, pages and config.json go to the network without a round trip to the page', () => {
    for (const url of [
      'http://localhost:4173/assets/ListPage-BRWdx-XY.js',
      'http://localhost:4173/assets/antd-83abeba7.css',
      'http://localhost:4173/config.json',
      'http://localhost:4173/favicon.svg',
      'http://localhost:4173/apidocs/index.html',
    ]) {
      expect(reachesMsw(url), url).toBe(false);
    }
  });

  it('agrees with the backend’s own idea of a mocked address (mockedPath)', () => {
    for (const path of ['/api', '/api/x', '/a/api/b', '/websocket', '/apix/y', '/assets/api.js', '/x/websocketz']) {
      expect(reachesMsw(`http://localhost${path}`), path).toBe(mockedPath(path) !== null);
    }
  });
});
