import { delay, http, HttpResponse } from 'msw';
import { faults, mockedPath } from './registry';

/** What a server typically says for a status, in Chinese, when the rule gives no body. */
const SERVER_MESSAGES: Record<number, string> = {
  400: '请求参数错误',
  401: '未登录或登录已过期',
  403: '没有权限访问该资源',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  408: '服务器等待请求超时',
  409: '数据已被修改，请刷新后重试',
  429: '请求过于频繁，请稍后再试',
  500: '服务器内部错误',
  501: '服务器未实现该功能',
  502: '网关错误，上游服务无响应',
  503: '服务暂时不可用，请稍后再试',
  504: '网关超时',
};

function defaultMessage(status: number): string {
  return SERVER_MESSAGES[status] ?? (status >= 500 ? '服务器内部错误' : status >= 400 ? '请求失败' : '操作成功');
}

/** Statuses whose responses cannot carry a body (the Response constructor refuses one). */
const NULL_BODY = new Set([204, 205, 304]);

/**
 * First handler of the list: applies an injected fault, or returns undefined so the request
 * falls through to the real mock handler (also after a pure delay).
 */
export const faultHandler = http.all('*', async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (mockedPath(pathname) === null) return undefined;
  const rule = faults.take('http', request.method, pathname, { prefetch: request.headers.get('purpose') === 'prefetch' });
  if (!rule) return undefined;
  if (rule.delayMs !== undefined && rule.delayMs > 0) await delay(rule.delayMs);
  if (rule.timeout) {
    await delay('infinite');
    return undefined;
  }
  if (rule.networkError) return HttpResponse.error();
  if (rule.status === undefined) return undefined;
  if (NULL_BODY.has(rule.status)) return new HttpResponse(null, { status: rule.status });
  return HttpResponse.json(rule.body ?? { message: defaultMessage(rule.status) }, { status: rule.status });
});
