/**
 * The portal screens' record writes: a portal (family portal: create, update, delete) and a
 * template page (family portal-page), each through the family's data provider, then every shown
 * answer they change is read again (familyRecords.ts readAgain) — the portal list with its menu
 * and page counts, the page list, the domains. A refused form keeps what was typed and says why
 * (refusalOf).
 */
import type { Form } from '@formily/core';
import { FieldValidationError } from '../../../renderer/data/dataProvider';
import { FIX_AND_RESEND, formRefusal, markFieldRefusals } from '../../../ui/form/fieldRefusals';
import { familyProvider, readAgain } from '../../../renderer/data/familyRecords';
import type { PortalInput, PortalRecord, TemplatePage } from './portalWire';

/** Creates (`portal` null) or saves a portal; silent: the form shows the refusal. */
export async function savePortal(portal: PortalRecord | null, values: PortalInput): Promise<PortalRecord> {
  const provider = await familyProvider('portal');
  const saved = portal ? await provider.update(portal.id, values, { silent: true }) : await provider.create(values, { silent: true });
  await readAgain([], ['portal']);
  return saved as unknown as PortalRecord;
}

/** Makes the portal the default one; a refusal is shown by the client. */
export async function makeDefault(id: number): Promise<void> {
  await (await familyProvider('portal')).update(id, { isDefault: 1 });
  await readAgain([], ['portal']);
}

/** Deletes a portal with its menus and pages; a refusal is shown by the client. */
export async function deletePortal(id: number): Promise<void> {
  await (await familyProvider('portal')).delete(id);
  await readAgain(['portal-page', 'portal-menu'], ['portal']);
}

/** Creates (`page` null) or renames a template page of the portal; silent: the form shows the refusal. */
export async function savePage(portalId: number, page: TemplatePage | null, values: { pageName: string; remark: string }): Promise<void> {
  const provider = await familyProvider('portal-page');
  if (page) await provider.update(page.id, values, { silent: true });
  else await provider.create({ portalId, ...values }, { silent: true });
  await readAgain(['portal-page'], ['portal']);
}

/** Deletes a template page (the menus linked to it become unlinked); a refusal is shown by the client. */
export async function deletePage(id: number): Promise<void> {
  await (await familyProvider('portal-page')).delete(id);
  await readAgain(['portal-page', 'portal-menu'], ['portal']);
}

/**
 * What a refused form says (formRefusal, src/ui/form/fieldRefusals.ts): the data provider hands
 * a refusal field by field over as a FieldValidationError, whose messages show at their fields
 * until the user changes them.
 */
export function refusalOf(form: Form, error: unknown): string {
  if (!(error instanceof FieldValidationError)) return formRefusal(form, error);
  markFieldRefusals(form, error.fieldErrors);
  return FIX_AND_RESEND;
}
