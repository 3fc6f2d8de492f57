import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';

/** The next `times` permission-code calls answer 500; the ones after them are the mock's. */
export function failCodeCalls(times: number): void {
  let left = times;
  server.use(http.get('*/api/:aam/v1/portal/user/resource', () => {
    if (left <= 0) return undefined;
    left -= 1;
    return HttpResponse.json({ message: 'boom' }, { status: 500 });
  }));
}
