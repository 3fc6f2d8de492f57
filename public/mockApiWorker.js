/* global self, importScripts -- a service worker script: these are its globals */
/**
 * The mock backend's service worker: msw's own worker (mockServiceWorker.js, written by
 * `msw init` and left unchanged, so msw's integrity check still passes) behind a filter.
 *
 * msw's worker hands every request of the page to the page's main thread, where msw matches it
 * against all handlers and, for anything unmocked, tells the worker to fetch it after all: a few
 * milliseconds of the page's main thread per request. A cold load of a back-stage page fetches
 * some thirty chunks and stylesheets after the backend has started, all of them while the
 * backend restores its data on that thread. Only /api and /websocket addresses are mocked
 * (mocks/faults/registry.ts, mockedPath): this listener runs first and keeps every other request
 * from msw's listener, so the browser fetches it from the network directly.
 */
const MOCKED_PATH = /\/(api|websocket)(\/|$)/;

self.addEventListener('fetch', (event) => {
  if (!MOCKED_PATH.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
