import type { ColumnConfig, FilterConfig } from '../../src/pageLanguage/columns';
import type { EntityField } from '../../src/pageLanguage/entity';
import type { FormFieldConfig } from '../../src/pageLanguage/form';

export class FieldSpecError extends Error {}
export interface FieldSpec {
  key: string;
  required: boolean;
  field: EntityField & { 'x-unique'?: boolean };
  column?: ColumnConfig;
  filter?: FilterConfig;
  form: string | FormFieldConfig;
}
export function parseFieldSpec(spec: string): FieldSpec;
export function parseFieldSpecs(list: string): FieldSpec[];
