/**
 * Issue 36, "One form system per role": every field of every generated (rjsf) form is tied to its
 * label. Each page config's create form — every list page's form and every form page's — is
 * rendered from its entity, and each control a person fills must have an accessible name equal
 * to the label shown beside it (the name a screen reader reads; getByRole finds it by that name).
 * The hand-written (formily) forms are walked in the browser: tests/e2e/form-labels.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/core/query/queryClient';
import { writeToken } from '../../../src/core/session/storageKeys';
import { loadEntity } from '../../../src/pageLanguage/entityLoader';
import type { FormConfig } from '../../../src/pageLanguage/form';
import type { PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { EntityTestForm } from '../../support/EntityTestForm';
import { render, waitFor, within } from '../../support/testingLibrary';
import { login } from '../mocks/support';

const pages = import.meta.glob<PageDeclaration>('../../../schemas/pages/**/*.json', { eager: true, import: 'default' });
const forms = Object.entries(pages)
  .flatMap(([file, config]): [string, string, FormConfig][] =>
    (config.kind === 'list' || config.kind === 'form') && 'form' in config && config.form ? [[file.replace(/^.*schemas\/pages\//, ''), config.entity, config.form]] : [])
  .sort(([a], [b]) => a.localeCompare(b));

/** What a person fills; radios and checkboxes carry their own option names. */
const CONTROL = 'input:not([type=hidden]):not([type=file]):not([type=radio]):not([type=checkbox]), textarea, [role=switch], [role=radiogroup], [contenteditable=true]';

/** The control's role as the accessibility tree gives it (a password box has none: it is found by its label). */
function roleOf(control: HTMLElement): string | null {
  const explicit = control.getAttribute('role');
  if (explicit) return explicit;
  if (control.tagName === 'TEXTAREA' || control.getAttribute('contenteditable') === 'true') return 'textbox';
  const type = (control as HTMLInputElement).type;
  if (type === 'password') return null;
  return type === 'number' ? 'spinbutton' : type === 'search' ? 'searchbox' : 'textbox';
}

/**
 * Hidden from a person: jsdom applies no style sheet, so what a component hides by its own class
 * (the rich-text editor's link tooltip, .ql-hidden) is left out by that class.
 */
const HIDDEN = '[hidden], [aria-hidden=true], .ql-hidden';

/** Every control of the form a person sees, beside its item's label: [label, control]. */
function labelledControls(root: HTMLElement): { label: string; control: HTMLElement }[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROL)].filter((control) => !control.closest(HIDDEN)).map((control) => {
    const item = control.closest<HTMLElement>('.ant-form-item');
    const label = item?.querySelector('.ant-form-item-label > label')?.textContent?.trim() ?? '';
    return { label, control };
  });
}

beforeAll(async () => {
  writeToken((await login('admin')).access_token);
});

describe('generated forms: every field is named by its label', { timeout: 60_000 }, () => {
  it('finds the page configs that have a form', () => {
    expect(forms.length).toBeGreaterThan(20);
  });

  it.each(forms)('%s', async (_file, entityId, form) => {
    queryClient.clear();
    const entity = await loadEntity(entityId);
    const { container } = render(<EntityTestForm entity={entity} fields={form.fields} form={form} onSubmit={() => undefined} />);
    // Lookups and widgets load apart from the form: wait until its fields are drawn.
    await waitFor(() => expect(container.querySelectorAll('.ant-form-item-label > label').length).toBeGreaterThan(0));
    const found = labelledControls(container);
    expect(found.length).toBeGreaterThan(0);
    for (const { label, control } of found) {
      expect(label, `a ${control.tagName.toLowerCase()} with no label beside it`).not.toBe('');
      const item = control.closest<HTMLElement>('.ant-form-item')!;
      const role = roleOf(control);
      const named = role ? within(item).queryAllByRole(role, { name: label }) : within(item).queryAllByLabelText(label, { exact: true });
      expect(named, `${label}: its ${role ?? 'password'} is named by the label`).toContain(control);
      if (!role) expect(control.getAttribute('aria-label') ?? label).toBe(label);
    }
  });
});
