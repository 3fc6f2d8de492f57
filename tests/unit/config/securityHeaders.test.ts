/**
 * The security headers the preview server sends are the ones the README tells a static host to
 * send (its nginx snippet), and they forbid framing (issue 17: clickjacking); the dev server
 * (`npm start`, what testers open) forbids framing too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import { CONTENT_SECURITY_POLICY, securityHeaders } from '../../../generators/security-headers';
import viteConfig from '../../../vite.config';

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

describe('the servers of vite.config.ts', () => {
  const resolved = (command: ConfigEnv['command']) => (viteConfig as (env: ConfigEnv) => UserConfig)({ command, mode: 'development' });

  it('the dev server forbids framing by any origin (CSP frame-ancestors and X-Frame-Options), with nosniff and the referrer policy', () => {
    const headers = resolved('serve').server?.headers as Record<string, string>;
    expect(headers['Content-Security-Policy']!.split('; ')).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('same-origin');
  });

  it('the preview server sends the README’s headers', () => {
    expect(resolved('serve').preview?.headers).toEqual(securityHeaders());
  });
});
