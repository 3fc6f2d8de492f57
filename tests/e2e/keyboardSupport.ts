/**
 * Driving the console with the keyboard alone (tests/e2e/keyboard.spec.ts): Tab until a control is
 * reached, arrow through the side menu — and on every stop the focus must be visible.
 */
import type { Page } from '@playwright/test';
import { expect } from './guards';

/** What has the keyboard focus: enough to match a control by and to name it in a message. */
export interface Focused {
  tag: string;
  id: string;
  role: string;
  /** aria-label, else the text (white space removed: antd spaces two-character buttons, 确 定). */
  name: string;
  placeholder: string;
  /** The focused element lies in an open dialog (modal, confirm) or drawer. */
  inOverlay: boolean;
  expanded: string | null;
  checked: boolean | null;
  /** How its focus shows (outline, ring or frame), or '' when nothing does. */
  ring: string;
  /** A focus holder that is no control: the dialog's or drawer's own box, or a focus-trap sentinel. */
  holder: boolean;
}

/**
 * Reads the focused element in the page. Its focus counts as visible when it, the antd frame it
 * sits in (input affix, select, picker, number input) or the mark beside a radio or checkbox input
 * (which is itself transparent) shows an outline, or a box-shadow ring (`0 0 0 Npx`, antd's focus
 * ring and the console's own).
 */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', id: '', role: '', name: '', placeholder: '', inOverlay: false, expanded: null, checked: null, ring: '', holder: false };
    }
    const shows = (node: Element): string => {
      const box = node.getBoundingClientRect();
      const cs = getComputedStyle(node);
      if (cs.opacity === '0' || box.width < 2 || box.height < 2) return '';
      const transparent = /rgba\([^)]*,\s*0\)$/.test(cs.outlineColor) || cs.outlineColor === 'transparent';
      if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && !transparent) return `outline ${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}`;
      if (/0px 0px 0px [1-9]/.test(cs.boxShadow)) return `ring ${cs.boxShadow}`;
      return '';
    };
    const frame = el.closest('.ant-input-affix-wrapper, .ant-input-outlined, .ant-select, .ant-picker, .ant-input-number, .ant-radio-wrapper, .ant-checkbox-wrapper');
    const candidates: Element[] = [el];
    if (frame) candidates.push(frame, ...frame.querySelectorAll('.ant-select-selector, .ant-radio-inner, .ant-checkbox-inner'));
    const ring = candidates.map(shows).find((r) => r !== '') ?? '';
    const box = el.getBoundingClientRect();
    // rc-dialog focuses the dialog's own box on opening and keeps zero-size sentinels at its ends
    // (rc-drawer too) to hold the focus inside: they are no controls and draw nothing.
    const holder = (el.tabIndex === 0 && !el.matches('a, button, input, textarea, select, [role]') && (box.width === 0 || el.parentElement?.getAttribute('role') === 'dialog'))
      || el.matches('.ant-drawer, .ant-drawer-content, .ant-modal-wrap');
    const input = el as HTMLInputElement;
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      role: el.getAttribute('role') ?? '',
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ''),
      placeholder: el.getAttribute('placeholder') ?? '',
      inOverlay: el.closest('.ant-modal-wrap, .ant-drawer') !== null,
      expanded: el.getAttribute('aria-expanded'),
      checked: el.tagName === 'INPUT' ? input.checked : null,
      ring,
      holder,
    };
  });
}

const describe = (f: Focused) => `${f.tag}${f.id ? `#${f.id}` : ''}${f.role ? `[role=${f.role}]` : ''} “${f.name.slice(0, 30)}”${f.placeholder ? ` (${f.placeholder})` : ''}`;

const shown = (f: Focused) => f.tag !== 'body' && (f.holder || f.ring !== '');

/**
 * The focus is on a control (not the page) and shows. Awaited a moment: a control drawn in place
 * of its stub as the focus arrives (a list's select) shows its ring once antd has re-rendered it.
 * The checks below read the poll's own last reading: one more read after a passing poll could
 * land just as the stub gives way to the select, whose ring is then still fading in from none.
 */
export async function expectFocusVisible(page: Page, what = 'the focused control'): Promise<Focused> {
  let now = await focused(page);
  await expect.poll(async () => shown((now = await focused(page))), { timeout: 3_000 }).toBe(true).catch(() => undefined);
  expect(now.tag, `${what}: the focus is on a control, not the page`).not.toBe('body');
  if (!now.holder) expect(now.ring, `${what}: the focus shows on ${describe(now)}`).not.toBe('');
  return now;
}

/**
 * Presses `key` (Tab by default) until the focus is on what `wanted` accepts, checking on every
 * stop on the way that the focus is on a control and shows. Fails after `max` presses.
 */
export async function pressUntil(page: Page, wanted: (f: Focused) => boolean, what: string, key = 'Tab', max = 80): Promise<Focused> {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const now = await expectFocusVisible(page, `${key} ×${i + 1} towards ${what}`);
    path.push(describe(now));
    if (wanted(now)) return now;
  }
  throw new Error(`${what} not reached by ${max} × ${key}: ${path.join(' → ')}`);
}

/** A button by its text (antd puts a space between two characters: 确 定). */
export const button = (name: string) => (f: Focused) => (f.tag === 'button' || f.role === 'button') && f.name === name.replace(/\s+/g, '');

/**
 * In the side menu (focus on one of its items): arrows down to the item titled `title`, opens it
 * when it is a closed group, and follows it with Enter when it is a page.
 */
export async function menuTo(page: Page, title: string): Promise<void> {
  const item = (f: Focused) => f.role === 'menuitem' && f.name === title;
  const now = item(await focused(page)) ? await focused(page) : await pressUntil(page, item, `menu item ${title}`, 'ArrowDown', 60);
  if (now.expanded === 'false' || now.expanded === null) await page.keyboard.press('Enter');
  await expectFocusVisible(page, `menu item ${title}`);
}
