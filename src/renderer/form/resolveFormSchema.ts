/**
 * The rjsf schema and uiSchema of a create/edit dialog, from the entity and the page's form
 * config. docs/behaviour §5 widget rules: number minimum 1 in modals unless the entity sets one, textarea
 * 3–5 rows, a length counter when maxLength is set, date formats, single-image and attachment
 * uploads (accept / maxSizeMb / maxCount as widget options), rich text (HTML fields default to it).
 * Imported at build time by generators/vite-plugin-form-validators.ts: keep it free of
 * browser-only imports.
 */
import type { EntityField, EntitySchema } from '../../pageLanguage/entity';
import type { FormConfig, FormFieldConfig, FormWidget } from '../../pageLanguage/form';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { RICH_TEXT_PLACEHOLDER } from '../../ui/richTextToolbar';

/** The placeholder of a time picker (a date picker's stays 请选择<label>). */
export const TIME_PLACEHOLDER = '选择时间';

/** The subset of JSON Schema / uiSchema we produce (rjsf accepts these shapes). */
export type FormJsonSchema = {
  type: 'object';
  required: string[];
  properties: Record<string, Record<string, unknown>>;
};
export type FormUiSchema = Record<string, Record<string, unknown>>;

export interface ResolvedForm {
  schema: FormJsonSchema;
  uiSchema: FormUiSchema;
  /** Field order as configured. */
  keys: string[];
}

/** What a switch writes: the field's "on" and "off" values, of the field's own type. */
export interface SwitchValues {
  on: string | number | boolean;
  off: string | number | boolean;
}

/** An entity field or rjsf's property schema (whose oneOf items may also be booleans). */
type SwitchSchema = { type?: unknown; oneOf?: readonly unknown[]; enum?: readonly unknown[] };

const constOf = (option: unknown): unknown => (typeof option === 'object' && option !== null ? (option as { const?: unknown }).const : undefined);

/**
 * docs/behaviour §5 switch on a boolean (true / false) or a two-state enum: on is 1 (or true, '1') when the
 * enum holds it, else its first value. Without a two-value enum: 1 / 0 for numbers, '1' / '0' for text.
 */
export function switchValues(schema: SwitchSchema): SwitchValues {
  if (schema.type === 'boolean') return { on: true, off: false };
  const values = (schema.oneOf?.map(constOf) ?? schema.enum ?? []).filter(
    (v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
  );
  if (values.length === 2) {
    const on = values.find((v) => v === 1 || v === true || v === '1') ?? values[0]!;
    return { on, off: values.find((v) => v !== on)! };
  }
  return schema.type === 'string' ? { on: '1', off: '0' } : { on: 1, off: 0 };
}

function defaultWidget(field: EntityField): FormWidget {
  // Typed and sent like the sign-in's password (encryptFields.ts): never shown as it is typed.
  if (field['x-encrypt']) return 'password';
  if (field.contentMediaType === 'text/html') return 'richtext';
  // A record of another family: chosen from that family's records (widgets/LookupWidget.tsx).
  if (field['x-lookup']) return 'select';
  if (field.oneOf) return field.oneOf.length <= 3 ? 'radio' : 'select';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'boolean') return 'switch';
  if (field.format === 'date') return 'date';
  if (field.format === 'datetime') return 'datetime';
  if ((field.maxLength ?? 0) > 100) return 'textarea';
  return 'input';
}

function uiFor(key: string, field: EntityField, options: FormFieldConfig, mode: 'create' | 'edit'): Record<string, unknown> {
  const widget = options.widget ?? defaultWidget(field);
  const verb = widget === 'select' || widget === 'radio' || widget.startsWith('date') ? '请选择' : '请输入';
  // docs/behaviour §9: the editor's placeholder is 请在这里输入; a time picker's is 选择时间.
  const placeholder = options.placeholder ?? (widget === 'richtext' ? RICH_TEXT_PLACEHOLDER : widget === 'time' ? TIME_PLACEHOLDER : `${verb}${options.label ?? field.title}`);
  const ui: Record<string, unknown> = { 'ui:placeholder': placeholder };
  // The form's own label in the ui schema: the field's schema (and its precompiled check) stays the entity's.
  if (options.label) ui['ui:title'] = options.label;
  // As the description (antd Form.Item `extra`): rjsf-antd shows `ui:help` in place of the field's errors.
  if (options.help) ui['ui:description'] = options.help;
  if (options.readonlyOnEdit && mode === 'edit') ui['ui:disabled'] = true;
  if (field['x-region']) {
    // An administrative division, chosen level by level (widgets/RegionWidget.tsx).
    ui['ui:placeholder'] = options.placeholder ?? `请选择${field.title}`;
    ui['ui:widget'] = 'hpcRegion';
    ui['ui:options'] = { region: field['x-region'] };
    return ui;
  }
  switch (widget) {
    case 'textarea':
      ui['ui:widget'] = 'hpcTextarea';
      break;
    case 'password':
      ui['ui:widget'] = 'password';
      break;
    case 'radio':
      ui['ui:widget'] = 'hpcRadio';
      break;
    case 'select':
      if (field['x-lookup']) {
        // The options are the referenced family's records, read when the form opens.
        ui['ui:widget'] = 'hpcLookup';
        ui['ui:options'] = {
          lookup: options.source ? { ...field['x-lookup'], source: options.source } : field['x-lookup'],
          ...(options.shows ? { shows: options.shows } : {}),
        };
        break;
      }
      // Not rjsf-antd's select: its placeholder was a choosable empty option (widgets/SelectWidget.tsx).
      ui['ui:widget'] = 'hpcSelect';
      break;
    case 'switch':
      // rjsf's checkbox only takes booleans ("No widget 'checkbox' for type 'integer'").
      ui['ui:widget'] = 'hpcSwitch';
      break;
    case 'date':
      ui['ui:widget'] = 'hpcDate';
      break;
    case 'datetime':
      ui['ui:widget'] = 'hpcDateTime';
      break;
    case 'time':
      ui['ui:widget'] = 'hpcTime';
      break;
    case 'image':
    case 'file':
      ui['ui:widget'] = widget === 'image' ? 'hpcImage' : 'hpcFile';
      // The upload checks of the field config travel to the widget as its options.
      ui['ui:options'] = {
        ...(options.accept !== undefined ? { accept: options.accept } : {}),
        ...(options.maxSizeMb !== undefined ? { maxSizeMb: options.maxSizeMb } : {}),
        ...(options.maxCount !== undefined && widget === 'file' ? { maxCount: options.maxCount } : {}),
      };
      break;
    case 'richtext':
      ui['ui:widget'] = 'hpcRichText';
      break;
    case 'number':
      ui['ui:widget'] = 'updown';
      break;
    default:
      ui['ui:widget'] = 'hpcText';
  }
  void key;
  return ui;
}

/**
 * Schema property of a field: the entity's, with the §5 modal number minimum added. A lookup's
 * property is its type and bounds only: whether a record holds the value is the server's check
 * (its options, once a list has put them in as `oneOf`, are not the form's to validate).
 */
function propertyFor(field: EntityField, widget: FormWidget): Record<string, unknown> {
  const { readOnly: _readOnly, 'x-patternMessage': _message, 'x-lookup': lookup, 'x-region': _region, format, ...rest } = field;
  void _readOnly;
  void _message;
  void _region;
  const property: Record<string, unknown> = { ...rest };
  // A lookup's or a region's options, once a list has put them in as `oneOf`, are the server's to check.
  if (lookup || _region) delete property.oneOf;
  // `datetime` is the platform's own format; rjsf's validator knows it as a custom format.
  if (format) property.format = format;
  if ((field.type === 'integer' || field.type === 'number') && widget === 'number' && field.minimum === undefined && !field.oneOf && !lookup) {
    property.minimum = 1;
  }
  // A switch shows "off" for no value: without a default of its own, off is what is sent.
  if (widget === 'switch' && field.default === undefined) property.default = switchValues(field).off;
  return property;
}

/**
 * The dialog's schema. Fields of the list's `scope` are left out: their value is fixed by the
 * page (the data provider writes it into created records), so they are neither shown nor sent.
 */
export function resolveFormSchema(entity: EntitySchema, form: FormConfig, mode: 'create' | 'edit', scope?: ListPageConfig['scope']): ResolvedForm {
  const properties: FormJsonSchema['properties'] = {};
  const uiSchema: FormUiSchema = {};
  const keys: string[] = [];
  for (const entry of form.fields) {
    const options: FormFieldConfig = typeof entry === 'string' ? { key: entry } : entry;
    const field = entity.properties[options.key];
    if (!field || field.readOnly || (options.createOnly && mode === 'edit')) continue;
    if (scope && Object.hasOwn(scope, options.key)) continue;
    const widget = options.widget ?? defaultWidget(field);
    properties[options.key] = propertyFor(field, widget);
    uiSchema[options.key] = uiFor(options.key, field, options, mode);
    keys.push(options.key);
  }
  const required = (entity.required ?? []).filter((key) => keys.includes(key));
  return { schema: { type: 'object', required, properties }, uiSchema: { ...uiSchema, 'ui:order': keys as unknown as Record<string, unknown> }, keys };
}

/** Only the form's own keys of a record (the edit dialog never sends read-only fields back). */
export function pickFormData(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => record[k] !== undefined && record[k] !== null).map((k) => [k, record[k]]));
}

/** Keys of the form's fields whose `showWhen` the data does not meet (a value compared as text: 2 and "2" alike). */
export function hiddenFormKeys(form: FormConfig, data: Readonly<Record<string, unknown>>): string[] {
  return form.fields.flatMap((entry) => {
    if (typeof entry === 'string' || !entry.showWhen) return [];
    const { field, in: values } = entry.showWhen;
    return values.some((value) => String(value) === String(data[field])) ? [] : [entry.key];
  });
}

/** The form without its hidden fields: not drawn, not required, not validated. */
export function withoutHidden(resolved: ResolvedForm, hidden: readonly string[]): ResolvedForm {
  if (hidden.length === 0) return resolved;
  const keys = resolved.keys.filter((key) => !hidden.includes(key));
  const properties = Object.fromEntries(Object.entries(resolved.schema.properties).filter(([key]) => !hidden.includes(key)));
  const uiSchema = Object.fromEntries(Object.entries(resolved.uiSchema).filter(([key]) => !hidden.includes(key)));
  return {
    schema: { ...resolved.schema, properties, required: resolved.schema.required.filter((key) => !hidden.includes(key)) },
    uiSchema: { ...uiSchema, 'ui:order': keys as unknown as Record<string, unknown> },
    keys,
  };
}
