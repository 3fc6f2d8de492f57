/** Types of pathMatch.mjs for the TypeScript tests. */
export function pathShape(path: string): string[];
export function matchesOperation(call: { method: string; path: string }, method: string, path: string): boolean;
export function operationKey(method: string, path: string): string;
