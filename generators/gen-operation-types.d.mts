/** Where the generated wire types are written (schemas/generated/operations.ts). */
export const OUTPUT: string;
/** The TypeScript type of a JSON Schema of the subset the families write. */
export function typeOfSchema(schema: unknown): string;
/** `{id}` and `{resource}` of a declared path. */
export function pathParameters(path: string): string[];
/** The generated file's text from the families on disk. */
export function renderOperationTypes(): string;
