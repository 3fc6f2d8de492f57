/** Types of metaErrors.mjs: ajv errors as lint problems. */
export interface MetaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** Set by collapseAlternatives on a folded anyOf. */
  hint?: string;
}
export function hintFor(error: MetaError): string;
export function collapseAlternatives<T extends MetaError>(errors: T[]): T[];
