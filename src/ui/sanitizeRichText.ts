/**
 * The sanitiser of rich text before it is shown as HTML (docs/design.md §8: nothing from data is
 * injected unsanitised). DOMPurify with the HTML profile only (no SVG or MathML), no forms or
 * frames, no event handlers or javascript: URLs (DOMPurify's defaults), and on top:
 * - class names only quill's own (ql-*), so stored text cannot borrow the console's styles;
 * - no inline style that loads anything (url(), image-set(), @import, expression());
 * - links open in a new tab without access to this window (rel="noopener noreferrer").
 */
import createDOMPurify, { type Config } from 'dompurify';
import { withoutHandlerAttributes } from './withoutHandlerAttributes';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['srcset', 'formaction', 'action', 'ping'],
  ALLOW_DATA_ATTR: false,
  // Quill 2's own list markup (<li data-list="bullet">) when HTML comes from its innerHTML.
  ADD_ATTR: ['target', 'data-list'],
};

const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
const LOADING_STYLE = /url\s*\(|image-set\s*\(|@import|expression\s*\(|behavior\s*:|-moz-binding/i;

// Its own instance: hooks on the default export would change every other DOMPurify user.
let purifier: ReturnType<typeof createDOMPurify> | undefined;

function instance(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const classes = node.getAttribute('class');
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((c) => QUILL_CLASS.test(c));
      if (kept.length > 0) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
    }
    const style = node.getAttribute('style');
    if (style !== null && LOADING_STYLE.test(style)) node.removeAttribute('style');
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
  });
  return purifier;
}

/** The text itself, every character that could open markup escaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Safe HTML of a stored rich text ('' for nothing). Where DOMPurify cannot run (a DOM it does not
 * support) it hands its input back untouched; the text is then shown as escaped markup instead.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const purify = instance();
  if (!purify.isSupported) return escapeHtml(html);
  return purify.sanitize(withoutHandlerAttributes(html), CONFIG);
}
