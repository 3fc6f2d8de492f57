/**
 * The sanitiser fails closed: where DOMPurify cannot run (it reports `isSupported: false`, as
 * under happy-dom) it would hand the HTML back as it came, so the text is escaped instead.
 */
import { describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from '../../../src/ui/sanitizeRichText';

vi.mock('dompurify', async (importOriginal) => {
  const { default: createDOMPurify } = await importOriginal<typeof import('dompurify')>();
  return {
    default: (root: Parameters<typeof createDOMPurify>[0]) => Object.assign(createDOMPurify(root), { isSupported: false }),
  };
});

describe('sanitizeRichText without a DOM DOMPurify supports', () => {
  it('shows hostile markup as text, never as HTML', () => {
    const html = '<img src=x onerror="window.__pwned=1"><p title=\'a\'>满 1000 & 送 100</p>';
    const out = sanitizeRichText(html);
    expect(out).toBe('&#60;img src=x onerror=&#34;window.__pwned=1&#34;&#62;&#60;p title=&#39;a&#39;&#62;满 1000 &#38; 送 100&#60;/p&#62;');
    const host = document.createElement('div');
    host.innerHTML = out;
    expect(host.children).toHaveLength(0);
    expect(host.textContent).toBe(html);
  });
});
