import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeReturnTarget } from '../../../src/modules/login/returnTarget';

describe('the url return target after login (internal routes only, docs/design.md §8)', () => {
  it('defaults to /backstage when absent', () => {
    expect(DEFAULT_AFTER_LOGIN).toBe('/backstage');
    expect(safeReturnTarget(null)).toBe('/backstage');
    expect(safeReturnTarget(undefined)).toBe('/backstage');
    expect(safeReturnTarget('')).toBe('/backstage');
  });

  it.each([
    '/application-admin/my-app',
    '/portal/home',
    '/operation-center/customer/customer-info?page=2&name=%E5%BC%A0%E4%B8%89',
    '/portal/cloudMarket/appDetail?id=12#top',
    '/platform-manage/portal-temp/temp-page?tempId=3',
    '/search?q=a b',
  ])('keeps the internal route %s', (target) => {
    expect(safeReturnTarget(target)).toBe(target);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/application-admin'],
    ['https scheme', 'https://x'],
    ['http scheme', 'http://evil.com/backstage'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['backslash later in the path', '/a\\b'],
    ['relative path', 'application-admin/my-app'],
    ['dot relative', './backstage'],
    ['parent relative', '../backstage'],
    ['encoded protocol-relative', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['fully encoded', '%2F%2Fevil.com'],
    ['encoded scheme', 'https%3A%2F%2Fevil.com'],
    ['tab smuggled between slashes', '/\t/evil.com'],
    ['newline smuggled', '/\n/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['malformed escape', '/%E0%A4%A'],
    ['leading space', ' /backstage'],
  ])('refuses %s (%s) and goes to /backstage', (_label, target) => {
    expect(safeReturnTarget(target)).toBe('/backstage');
  });

  it('does not come back to the sign-in pages themselves', () => {
    expect(safeReturnTarget('/login')).toBe('/backstage');
    expect(safeReturnTarget('/login?url=/x')).toBe('/backstage');
    expect(safeReturnTarget('/register')).toBe('/backstage');
    expect(safeReturnTarget('/forget')).toBe('/backstage');
    expect(safeReturnTarget('/login-help')).toBe('/login-help');
  });
});
