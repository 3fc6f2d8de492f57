/**
 * The error catalogue of docs/behaviour §8 "Global HTTP handling", word for word.
 * Pure functions: given a status and the server's body, which message does the user see.
 */
export const ErrorCatalogue = {
  badRequest: '请求错误',
  accountDisabled: '该用户已禁用,请联系管理员',
  invalidCredentials: '账号或密码错误',
  sessionExpired: '用户信息失效,请重新登录',
  forbidden: '拒绝访问',
  notFound: '404：资源不存在',
  methodNotAllowed: '请求无效',
  requestTimeout: '请求超时',
  serverError: '500：服务器出错',
  notImplemented: '网络未实现',
  badGateway: '502：网络错误',
  serviceUnavailable: '服务不可用',
  clientTimeout: '请求超时！',
  /** Spec is silent on these; wording chosen to match the rest of the catalogue. */
  networkFailure: '网络连接异常，请检查网络后重试',
  conflict: '数据冲突，请刷新后重试',
  /** A limit of the server (sign-in lock, SMS cap, submissions per hour): its own words say which and for how long. */
  tooManyRequests: '操作过于频繁，请稍后再试',
} as const;

/** Fixed messages by status, where the spec does not defer to the server. */
const FIXED_BY_STATUS: Readonly<Record<number, string>> = {
  403: ErrorCatalogue.forbidden,
  404: ErrorCatalogue.notFound,
  405: ErrorCatalogue.methodNotAllowed,
  408: ErrorCatalogue.requestTimeout,
  500: ErrorCatalogue.serverError,
  501: ErrorCatalogue.notImplemented,
  502: ErrorCatalogue.badGateway,
  503: ErrorCatalogue.serviceUnavailable,
};

const MESSAGE_FIELDS = ['message', 'msg', 'error_description', 'info', 'errorMessage', 'error'] as const;

/** Where servers of this platform put a human message: message, msg, error_description, info… */
export function extractServerMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text === '' || text.startsWith('<')) return undefined; // an HTML error page is not a message
    try {
      return extractServerMessage(JSON.parse(text));
    } catch {
      return text.length <= 200 ? text : undefined;
    }
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const field of MESSAGE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** A 400 for a disabled account: the token service says "disabled" (or 禁用) in its message. */
export function isAccountDisabled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  if (record.error === 'user_disabled' || record.code === 'USER_DISABLED') return true;
  const text = MESSAGE_FIELDS.map((field) => record[field])
    .filter((value): value is string => typeof value === 'string')
    .join(' ');
  return /disabled|禁用/i.test(text);
}

export interface ResolveErrorInput {
  status: number;
  body: unknown;
  /** The request went to a token endpoint (password or SMS login). */
  tokenEndpoint: boolean;
}

/** docs/behaviour §8: which message a failed response shows. */
export function resolveErrorMessage({ status, body, tokenEndpoint }: ResolveErrorInput): string {
  const serverMessage = extractServerMessage(body);
  switch (status) {
    case 400:
      if (isAccountDisabled(body)) return ErrorCatalogue.accountDisabled;
      return serverMessage ?? ErrorCatalogue.badRequest;
    case 401:
      return tokenEndpoint ? serverMessage ?? ErrorCatalogue.invalidCredentials : ErrorCatalogue.sessionExpired;
    case 409:
      return serverMessage ?? ErrorCatalogue.conflict;
    case 429:
      return serverMessage ?? ErrorCatalogue.tooManyRequests;
    default: {
      const fixed = FIXED_BY_STATUS[status];
      if (fixed) return fixed;
      return serverMessage ?? `连接出错(${status})!`;
    }
  }
}

/** Token endpoints: a 401 there is a failed login, not an expired session. */
export function isTokenEndpoint(pathname: string): boolean {
  return /\/authorize\/token(?:$|[/?#])/.test(pathname);
}
