import { describe, expect, it } from 'vitest';
import {
  ErrorCatalogue,
  extractServerMessage,
  isAccountDisabled,
  isTokenEndpoint,
  resolveErrorMessage,
} from '../../../src/core/http/errorCatalogue';

const resolve = (status: number, body: unknown = undefined, tokenEndpoint = false) =>
  resolveErrorMessage({ status, body, tokenEndpoint });

describe('ErrorCatalogue (docs/behaviour §8) maps each status to its exact message', () => {
  it.each([
    [403, '拒绝访问'],
    [404, '404：资源不存在'],
    [405, '请求无效'],
    [408, '请求超时'],
    [500, '500：服务器出错'],
    [501, '网络未实现'],
    [502, '502：网络错误'],
    [503, '服务不可用'],
  ])('%i → %s, whatever the server says', (status, expected) => {
    expect(resolve(status, { message: '服务器自述' })).toBe(expected);
    expect(resolve(status)).toBe(expected);
  });

  it('400 shows the server message', () => {
    expect(resolve(400, { message: '参数 name 不能为空' })).toBe('参数 name 不能为空');
    expect(resolve(400, { msg: '手机号格式错误' })).toBe('手机号格式错误');
  });
  it('400 for a disabled account shows 该用户已禁用,请联系管理员', () => {
    expect(resolve(400, { error: 'invalid_grant', error_description: 'Account disabled' }, true)).toBe(
      '该用户已禁用,请联系管理员',
    );
    expect(resolve(400, { message: '用户已被禁用' })).toBe('该用户已禁用,请联系管理员');
  });
  it('400 with no message falls back to 请求错误', () => {
    expect(resolve(400)).toBe('请求错误');
    expect(resolve(400, '<html>Bad Request</html>')).toBe('请求错误');
  });
  it('401 on the token endpoint shows the server message, else 账号或密码错误', () => {
    expect(resolve(401, { error_description: '账号或密码错误，还可尝试 2 次' }, true)).toBe('账号或密码错误，还可尝试 2 次');
    expect(resolve(401, undefined, true)).toBe('账号或密码错误');
  });
  it('401 elsewhere is an expired session: 用户信息失效,请重新登录', () => {
    expect(resolve(401, { message: 'token expired' })).toBe('用户信息失效,请重新登录');
  });
  it('409 shows the server message', () => {
    expect(resolve(409, { message: '名称已存在' })).toBe('名称已存在');
    expect(resolve(409)).toBe(ErrorCatalogue.conflict);
  });
  it('429 shows the server’s limit message (a sign-in lock, the SMS cap), else 操作过于频繁，请稍后再试', () => {
    expect(resolve(429, { error: 'too_many_attempts', message: '登录失败次数过多，账号已锁定，请15分钟后再试' }, true)).toBe('登录失败次数过多，账号已锁定，请15分钟后再试');
    expect(resolve(429, { code: 429, message: '今日验证码发送次数已达上限，请明天再试' })).toBe('今日验证码发送次数已达上限，请明天再试');
    expect(resolve(429)).toBe('操作过于频繁，请稍后再试');
  });
  it('other statuses show the server message or the status', () => {
    expect(resolve(422, { message: '字段校验失败' })).toBe('字段校验失败');
    expect(resolve(504)).toBe('连接出错(504)!');
  });
  it('the client timeout text carries the full-width exclamation mark', () => {
    expect(ErrorCatalogue.clientTimeout).toBe('请求超时！');
  });
});

describe('server message extraction', () => {
  it('reads message, msg, error_description, info in that order', () => {
    expect(extractServerMessage({ msg: 'b', message: 'a' })).toBe('a');
    expect(extractServerMessage({ info: '目录不存在' })).toBe('目录不存在');
    expect(extractServerMessage('{"message":"JSON 文本"}')).toBe('JSON 文本');
    expect(extractServerMessage('纯文本错误')).toBe('纯文本错误');
    expect(extractServerMessage({ code: 500 })).toBeUndefined();
    expect(extractServerMessage(null)).toBeUndefined();
  });
  it('recognises a disabled account only from its message', () => {
    expect(isAccountDisabled({ message: 'Account disabled' })).toBe(true);
    expect(isAccountDisabled({ message: '参数错误' })).toBe(false);
    expect(isAccountDisabled('disabled')).toBe(false);
  });
  it('knows the token endpoints', () => {
    expect(isTokenEndpoint('/api/oauth/v1/pwd/authorize/token')).toBe(true);
    expect(isTokenEndpoint('/api/oauth/v1/sms/code/authorize/token')).toBe(true);
    expect(isTokenEndpoint('/api/oauth/v1/project/realm')).toBe(false);
    expect(isTokenEndpoint('/api/oauth/v1/authorize/tokens')).toBe(false);
  });
});
