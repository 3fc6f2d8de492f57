/** Types of compiledSchemas.mjs for the TypeScript tests. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; message?: string }[] | null;
}

export const CACHE_DIR: string;
export function compiledValidator(schemaPath: string, text: string, schema: unknown): CompiledValidator;
