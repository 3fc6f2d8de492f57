import { afterEach, beforeEach } from 'vitest';
import { server } from '../../mocks/node';

/**
 * Every request the mock backend receives during each test of the calling file, as
 * "METHOD /path" (with `withQuery`, "METHOD /path?query") — emptied before each test. Call it at
 * the top level of a test file.
 */
export function recordRequests({ withQuery = false }: { withQuery?: boolean } = {}): string[] {
  const requests: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${withQuery ? url.search : ''}`);
  };
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', onRequest);
  });
  afterEach(() => {
    server.events.removeListener('request:start', onRequest);
  });
  return requests;
}
