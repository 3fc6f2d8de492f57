import { HttpResponse } from 'msw';
import { publicOperation } from '../routing/declaredOperation';
import { db } from '../store/db';
import { fail, ok } from './respond';

/** Public platform calls: both are read before login (title, portal, login page). */
export const systemHandlers = [
  publicOperation('oauth', 'get-project-info', () => {
    const info = db.collection('projectInfo').get(1);
    if (!info) return fail(404, '平台信息不存在');
    const { id: _id, ...body } = info;
    return HttpResponse.json(body);
  }),

  // Optional ?configKey= narrows to one key (the settings pages read single values).
  publicOperation('configs', 'get', ({ request }) => {
    const key = new URL(request.url).searchParams.get('configKey');
    const { records } = db.collection('systemConfigs').query({
      filter: key ? (config) => config.configKey === key : undefined,
    });
    return ok(records);
  }),
];
