import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { publishAppEvent, subscribeAppEvents } from '../../../src/core/events/appEvents';
import { LOGOUT_NOTICE_CODES, RELOAD_NOTICE_CODES } from '../../../src/core/socket/socketCodes';
import {
  activeNoticeAtom, installNoticeRouting, nextNotice, noticeActionFor, type ActiveNotice,
} from '../../../src/shell/notices/noticeRouting';

const uninstalls: (() => void)[] = [];
afterEach(() => {
  uninstalls.splice(0).forEach((off) => off());
});

describe('notice code routing (docs/behaviour §4 Notice codes)', () => {
  it.each(['REPEAT_LOGIN', 'USER_SCOPE_CHANGE', 'USER_EXPIRE', 'ROLE_DEL', 'PWD_CHANGE'])('%s logs out on confirm', (code) => {
    expect(noticeActionFor(code)).toBe('logout');
  });

  it('GROUP_CHANGE reloads on confirm', () => {
    expect(noticeActionFor('GROUP_CHANGE')).toBe('reload');
  });

  it('other codes open no dialog', () => {
    for (const code of ['HEART_BEAT', 'ORDER_PAID', '', 'repeat_login']) expect(noticeActionFor(code)).toBeNull();
  });

  it('covers exactly the codes of socketCodes', () => {
    expect([...LOGOUT_NOTICE_CODES, ...RELOAD_NOTICE_CODES].map(noticeActionFor)).toEqual([
      'logout', 'logout', 'logout', 'logout', 'logout', 'reload',
    ]);
  });
});

describe('one dialog at a time', () => {
  const reload: ActiveNotice = { code: 'GROUP_CHANGE', message: '组织已变更', action: 'reload' };
  const out: ActiveNotice = { code: 'REPEAT_LOGIN', message: '已在其他地方登录', action: 'logout' };

  it('keeps the shown notice when another arrives', () => {
    expect(nextNotice(out, { code: 'USER_EXPIRE', message: '账号已过期' })).toBe(out);
    expect(nextNotice(reload, { code: 'GROUP_CHANGE', message: '又变了' })).toBe(reload);
  });

  it('a logout notice replaces a reload notice, never the other way round', () => {
    expect(nextNotice(reload, { code: 'REPEAT_LOGIN', message: '已在其他地方登录' })).toEqual(out);
    expect(nextNotice(out, { code: 'GROUP_CHANGE', message: '组织已变更' })).toBe(out);
  });

  it('ignores codes that are not notices', () => {
    expect(nextNotice(null, { code: 'ORDER_PAID', message: 'x' })).toBeNull();
  });
});

describe('installNoticeRouting', () => {
  it('routes published app events into the notice atom, once per store', () => {
    const store = createStore();
    const off = installNoticeRouting(store);
    uninstalls.push(off);
    expect(installNoticeRouting(store)).toBe(off); // idempotent: one subscription
    publishAppEvent({ code: 'ORDER_PAID', message: '订单已支付' });
    expect(store.get(activeNoticeAtom)).toBeNull();
    publishAppEvent({ code: 'PWD_CHANGE', message: '您的密码已修改，请重新登录' });
    expect(store.get(activeNoticeAtom)).toEqual({ code: 'PWD_CHANGE', message: '您的密码已修改，请重新登录', action: 'logout' });
  });

  it('a throwing subscriber does not keep the event from the notice routing', () => {
    const store = createStore();
    uninstalls.push(subscribeAppEvents(() => { throw new Error('broken screen'); }));
    uninstalls.push(installNoticeRouting(store));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => { errors.push(args); };
    try {
      publishAppEvent({ code: 'ROLE_DEL', message: '您的角色已被删除' });
    } finally {
      console.error = original;
    }
    expect(store.get(activeNoticeAtom)?.code).toBe('ROLE_DEL');
    expect(errors).toHaveLength(1);
  });
});
