/**
 * A records read's `options` (src/pageLanguage/recordsRead.ts RecordsOptions): the options of one
 * of the entity's enum fields, in the entity's order, each with its value, its title, how many of
 * the kept records hold it, or fields of the first kept record holding it — the app store's
 * industries with their application counts, the access hosts with the portal bound to each.
 * Pure over the records and options it is given (recordsEngine.ts passes them).
 */
import type { EnumOption } from '../../src/pageLanguage/entity';
import type { RecordsOptions, RecordsRead } from '../../src/pageLanguage/recordsRead';
import type { CrudRecord } from './crudRecord';

export function optionsAnswer(read: RecordsRead, spec: RecordsOptions, kept: readonly CrudRecord[], options: readonly EnumOption[]): Record<string, unknown>[] {
  return options.map((option) => {
    const holding = kept.filter((row) => String(row[spec.field]) === String(option.const));
    const entry: Record<string, unknown> = { [spec.value]: option.const };
    if (spec.label) entry[spec.label] = option.title;
    if (spec.count) entry[spec.count] = holding.length;
    for (const [name, field] of Object.entries(spec.holder ?? {})) entry[name] = holding[0]?.[field] ?? read.defaults?.[name] ?? null;
    return entry;
  });
}
