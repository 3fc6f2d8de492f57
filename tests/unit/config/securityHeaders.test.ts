/**
 * The security headers the preview server sends are the ones the README tells a static host to
 * send (its nginx snippet), and they forbid framing (issue 17: clickjacking).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeaders } from '../../../generators/security-headers';

const readme = readFileSync('README.md', 'utf8');

describe('security headers', () => {
  const headers = securityHeaders();

  it('forbid framing by any origin, sniffing and cross-origin referrers; the policy is the meta policy plus frame-ancestors', () => {
    expect(headers).toEqual({
      'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    });
  });

  it('the README’s nginx snippet sends exactly these', () => {
    const sent = Object.fromEntries([...readme.matchAll(/^add_header (\S+) "([^"]+)" always;$/gm)].map((m) => [m[1], m[2]]));
    expect(sent).toEqual(headers);
  });
});
