/** Types of tsSource.mjs for the TypeScript tests. */
export function readSource(file: string): string;
export function stringArrayConst(source: string, name: string, file?: string): string[];
export function stringConst(source: string, name: string, file?: string): string;
export function objectConstEntries(source: string, name: string, file?: string): Map<string, string>;
export function stringLiteral(text: string): string | undefined;
