import { describe, expect, it } from 'vitest';
import { nameOf, normalizeName } from '../../../src/core/text/normalizeName';

describe('normalizeName', () => {
  it('removes zero-width and format characters so a look-alike equals the name', () => {
    expect(normalizeName('华南超算分中心\u200b')).toBe('华南超算分中心');
    expect(normalizeName('\ufeff华南\u200d超算\u2060分中心\u200e')).toBe('华南超算分中心');
  });

  it('removes control characters and trims', () => {
    expect(normalizeName('  客户\u0000甲\u0007 \n')).toBe('客户甲');
  });

  it('folds compatibility forms (NFKC): full-width letters and digits', () => {
    expect(normalizeName('ＡＢＣ１２３')).toBe('ABC123');
  });

  it('keeps ordinary inner spaces and Chinese text as typed', () => {
    expect(normalizeName('华南 超算')).toBe('华南 超算');
  });

  it('reads a non-string as empty', () => {
    expect(nameOf(5)).toBe('');
    expect(nameOf(['a'])).toBe('');
    expect(nameOf(' 名称\u200b ')).toBe('名称');
  });
});
