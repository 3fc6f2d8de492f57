import { http, HttpResponse } from 'msw';
import { db } from '../store/db';
import { fail, ok } from './respond';

/** Public platform calls: both are read before login (title, portal, login page). */
export const systemHandlers = [
  http.get('*/api/oauth/v1/project/info', () => {
    const info = db.collection('projectInfo').get(1);
    if (!info) return fail(404, '平台信息不存在');
    const { id: _id, ...body } = info;
    return HttpResponse.json(body);
  }),

  // Optional ?configKey= narrows to one key (the settings pages read single values).
  http.get('*/api/operation-management/v1/configs', ({ request }) => {
    const key = new URL(request.url).searchParams.get('configKey');
    const { records } = db.collection('systemConfigs').query({
      filter: key ? (config) => config.configKey === key : undefined,
    });
    return ok(records);
  }),
];
