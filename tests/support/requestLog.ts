import { afterEach, beforeEach } from 'vitest';
import { server } from '../../mocks/node';

/**
 * Every request the mock backend receives during each test of the calling file, as
 * "METHOD /path" — emptied before each test. Call it at the top level of a test file.
 */
export function recordRequests(): string[] {
  const requests: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
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
