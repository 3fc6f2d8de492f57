/** Where the generated wire types are written (schemas/generated/operations.ts). */
export const OUTPUT: string;
/** The TypeScript type of a JSON Schema of the subset the families write; `definition` names the type of a `#/$defs/<name>` reference. */
export function typeOfSchema(schema: unknown, definition?: (name: string) => string): string;
/** `{id}` and `{resource}` of a declared path. */
export function pathParameters(path: string): string[];
/** The generated file's text from the families on disk. */
export function renderOperationTypes(): string;
