import { describe, expect, it } from 'vitest';
import { rewriteAccountServicePrefix } from '../../../src/core/http/prefixRewrite';

describe('account-service prefix rewrite', () => {
  it('replaces /api/aam/ with the stored server name', () => {
    expect(rewriteAccountServicePrefix('/api/aam/v1/portal/user/info', 'aam-company')).toBe(
      '/api/aam-company/v1/portal/user/info',
    );
  });
  it('leaves other services and look-alike prefixes alone', () => {
    expect(rewriteAccountServicePrefix('/api/oauth/v1/project/realm', 'aam-company')).toBe('/api/oauth/v1/project/realm');
    expect(rewriteAccountServicePrefix('/api/aamx/v1/a', 'aam-company')).toBe('/api/aamx/v1/a');
  });
  it('keeps the path when no name is stored or the stored name is not a plain identifier', () => {
    expect(rewriteAccountServicePrefix('/api/aam/v1/a', null)).toBe('/api/aam/v1/a');
    expect(rewriteAccountServicePrefix('/api/aam/v1/a', '')).toBe('/api/aam/v1/a');
    expect(rewriteAccountServicePrefix('/api/aam/v1/a', '../evil')).toBe('/api/aam/v1/a');
  });
});
