import type { EntitySchema } from '../../src/pageLanguage/entity';

/**
 * The field naming a record's organisation (`x-org-field`), or null: no declaration, or a
 * platform-wide family. Kept apart from orgScope.ts (which reads the caller's codes through the
 * store) so the seeders can use it without importing the database they are part of.
 */
export function orgFieldOf(entity: EntitySchema): string | null {
  const declared = entity['x-org-field'];
  return typeof declared === 'string' ? declared : null;
}
