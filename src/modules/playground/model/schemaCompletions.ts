/**
 * What to offer at the cursor, from page.schema.json: property names of the object being typed
 * (minus those present), enum/const/boolean values, and names the schema cannot list itself —
 * entity files for `entity`, the entity's fields for a field `key`, registered modules for
 * `module`, detail and list page ids for `detail` / a tab's `list`. Pure: the editor adapter
 * (editor/completionSource.ts) maps these to CodeMirror completions.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  title?: string;
  definitions?: Record<string, JsonSchema>;
};

export interface Suggestion {
  /** The text inserted (a JSON string in quotes, a number, true…). */
  apply: string;
  label: string;
  detail: string;
  kind: 'property' | 'value';
}

export interface CompletionNames {
  entities: readonly string[];
  /** Field names of an entity, or [] when it is not known. */
  fieldsOf: (entity: string) => readonly string[];
  modules: readonly string[];
  pagesOfKind: (kind: string) => readonly string[];
}

type Segment = string | number;

function deref(root: JsonSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let i = 0; i < 20 && current.$ref?.startsWith('#/definitions/'); i += 1) {
    current = root.definitions?.[current.$ref.slice('#/definitions/'.length)] ?? {};
  }
  return current;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The alternatives a schema stands for; a `kind` discriminator picks the branch the value names. */
function branches(root: JsonSchema, schema: JsonSchema, value: unknown): JsonSchema[] {
  const s = deref(root, schema);
  const alternatives = s.oneOf ?? s.anyOf;
  if (!alternatives) return [s];
  const all = alternatives.flatMap((a) => branches(root, a, value));
  const kind = isRecord(value) ? value.kind : undefined;
  const picked = all.filter((b) => b.properties?.kind?.const === undefined || kind === undefined || b.properties.kind.const === kind);
  return picked.length > 0 ? picked : all;
}

function child(root: JsonSchema, schema: JsonSchema, value: unknown, segment: Segment): JsonSchema[] {
  return branches(root, schema, value).flatMap((b) => {
    if (typeof segment === 'number') return b.items ? [b.items] : [];
    const property = b.properties?.[segment];
    if (property) return [property];
    return isRecord(b.additionalProperties) ? [b.additionalProperties] : [];
  });
}

function valueAt(value: unknown, path: readonly Segment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isRecord(current) ? current[segment] : undefined;
  }
  return current;
}

/** The schemas that apply at `path` of `doc` (the partially parsed document). */
export function schemasAt(root: JsonSchema, doc: unknown, path: readonly Segment[]): JsonSchema[] {
  let current: JsonSchema[] = [root];
  for (const [i, segment] of path.entries()) {
    const here = valueAt(doc, path.slice(0, i));
    current = current.flatMap((s) => child(root, s, here, segment));
    if (current.length === 0) return [];
  }
  return current;
}

const TYPE_TEXT: Record<string, string> = { string: '字符串', number: '数字', integer: '整数', boolean: '布尔值', object: '对象', array: '数组' };

function typeText(root: JsonSchema, schema: JsonSchema): string {
  const s = deref(root, schema);
  if (s.const !== undefined) return `固定值 ${JSON.stringify(s.const)}`;
  if (s.enum) return '可选值之一';
  const types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []).map((t) => TYPE_TEXT[t] ?? t);
  if (types.length > 0) return types.join(' / ');
  return s.anyOf || s.oneOf ? '多种形式' : '任意值';
}

/** Property names to offer inside the object at `path`. */
export function propertySuggestions(root: JsonSchema, doc: unknown, path: readonly Segment[]): Suggestion[] {
  const present = valueAt(doc, path);
  const have = new Set(isRecord(present) ? Object.keys(present) : []);
  const out = new Map<string, Suggestion>();
  for (const schema of schemasAt(root, doc, path)) {
    for (const b of branches(root, schema, present)) {
      for (const [name, property] of Object.entries(b.properties ?? {})) {
        if (have.has(name) || out.has(name)) continue;
        const required = b.required?.includes(name) ? ' · 必填' : '';
        out.set(name, { apply: JSON.stringify(name), label: name, detail: `${typeText(root, property)}${required}`, kind: 'property' });
      }
    }
  }
  return [...out.values()];
}

const FIELD_KEYS = new Set(['key', 'rowKey', 'orderKey', 'titleField', 'field', 'foreignKey', 'localKey']);

/** Values to offer for the property at `path` (its last segment is the property name). */
export function valueSuggestions(root: JsonSchema, doc: unknown, path: readonly Segment[], names: CompletionNames): Suggestion[] {
  const out = new Map<string, Suggestion>();
  const add = (value: unknown, detail: string) => {
    const apply = JSON.stringify(value);
    // A string is listed without its quotes, so what is typed after the opening quote filters it.
    if (!out.has(apply)) out.set(apply, { apply, label: typeof value === 'string' ? value : apply, detail, kind: 'value' });
  };
  for (const schema of schemasAt(root, doc, path)) {
    for (const b of branches(root, schema, undefined)) {
      if (b.const !== undefined) add(b.const, '固定值');
      for (const v of b.enum ?? []) add(v, '可选值');
      if (b.type === 'boolean') {
        add(true, '布尔值');
        add(false, '布尔值');
      }
    }
  }
  const last = path[path.length - 1];
  const pageEntity = isRecord(doc) && typeof doc.entity === 'string' ? doc.entity : undefined;
  if (last === 'entity' && path.length === 1) for (const name of names.entities) add(name, '实体');
  if (last === 'module' && path.length === 1) for (const name of names.modules) add(name, '已注册模块');
  if (last === 'detail') for (const id of names.pagesOfKind('detail')) add(id, '详情页');
  if (last === 'list' && path[0] === 'tabs') for (const id of names.pagesOfKind('list')) add(id, '列表页');
  const inForm = path[0] === 'form' || path[0] === 'columns' || path[0] === 'filters' || path[0] === 'defaultSort' || path[0] === 'sections' || path[0] === 'tabs' || path.length === 1;
  if (typeof last === 'string' && FIELD_KEYS.has(last) && pageEntity && inForm) {
    for (const field of names.fieldsOf(pageEntity)) add(field, `${pageEntity} 的字段`);
  }
  // A form or detail section lists its fields as plain names too ("fields": ["name", …]).
  if (typeof last === 'number' && path[path.length - 2] === 'fields' && pageEntity) {
    for (const field of names.fieldsOf(pageEntity)) add(field, `${pageEntity} 的字段`);
  }
  return [...out.values()];
}
