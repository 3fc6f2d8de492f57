/**
 * Validates answers against schemas/generated/openapi.json with ajv (OpenAPI 3.1 schemas are
 * JSON Schema 2020-12): the response of an operation for a status, references resolved inside
 * the document.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { ENTITY_FORMATS } from '../../../src/pageLanguage/entity';

export type OpenApiDocument = {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: unknown[] }>>;
  components: Record<string, Record<string, unknown>>;
};

const DOC_ID = 'openapi.json';

/** JSON pointer escaping of one segment. */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function createDocumentValidator(document: OpenApiDocument) {
  // Formats as the platform writes them (src/pageLanguage/entity.ts); email and uri as the mocks accept them.
  // inlineRefs off: each entity and envelope compiles once, not into every response that names it.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false, inlineRefs: false });
  ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  // datetime, birth-date, base64: the platform's own formats (src/pageLanguage/formats.ts).
  for (const [name, pattern] of Object.entries(ENTITY_FORMATS)) ajv.addFormat(name, pattern);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('uri', /^(https?:\/\/|\/)\S+$/);
  ajv.addSchema({ ...document, $id: DOC_ID } as object, DOC_ID);
  const cache = new Map<string, ValidateFunction>();

  /** The schema pointer of a response (following a components.responses reference). */
  function responsePointer(path: string, method: string, status: number, mediaType: string): string {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`文档中没有 ${method} ${path}`);
    let pointer = `#/paths/${escape(path)}/${method.toLowerCase()}/responses/${status}`;
    let response = operation.responses[String(status)] as { $ref?: string; content?: Record<string, unknown> } | undefined;
    if (!response) throw new Error(`文档中 ${method} ${path} 没有 ${status} 响应`);
    if (response.$ref) {
      pointer = response.$ref;
      const name = response.$ref.split('/').pop() ?? '';
      response = document.components.responses?.[name] as typeof response;
    }
    const schema = response?.content?.[mediaType] as { schema?: { $ref?: string } } | undefined;
    if (!schema?.schema) throw new Error(`文档中 ${method} ${path} 的 ${status} 响应没有 ${mediaType}`);
    // A shared envelope: validated by its component, compiled once for every operation using it.
    return schema.schema.$ref && Object.keys(schema.schema).length === 1 ? schema.schema.$ref : `${pointer}/content/${escape(mediaType)}/schema`;
  }

  /** Problems of an answer ("/data/records/0/phone must match pattern…"); empty when it validates. */
  return function problems(path: string, method: string, status: number, body: unknown, mediaType = 'application/json'): string[] {
    const pointer = responsePointer(path, method, status, mediaType);
    let validate = cache.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      cache.set(pointer, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword} (${error.schemaPath})`);
  };
}
