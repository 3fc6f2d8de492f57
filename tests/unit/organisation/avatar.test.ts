import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { avatarAtom, publishAvatar, safeAvatarUrl } from '../../../src/core/session/avatar';

describe('the header avatar (attribute type 1)', () => {
  it('keeps uploaded files, inline images and http(s) addresses', () => {
    expect(safeAvatarUrl(' /api/operation-management/v1/files/x1/me.png ')).toBe('/api/operation-management/v1/files/x1/me.png');
    expect(safeAvatarUrl('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
    expect(safeAvatarUrl('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg');
    expect(safeAvatarUrl('https://cdn.example.cn/a.jpg')).toBe('https://cdn.example.cn/a.jpg');
  });

  it('reads anything else as no avatar', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/a.png', '', null, 42, { url: 'x' }]) {
      expect(safeAvatarUrl(value)).toBe('');
    }
  });

  it('publishes what the header shows', () => {
    publishAvatar('/api/operation-management/v1/files/a/b.png');
    expect(getDefaultStore().get(avatarAtom)).toBe('/api/operation-management/v1/files/a/b.png');
    publishAvatar('javascript:void(0)');
    expect(getDefaultStore().get(avatarAtom)).toBe('');
  });
});
