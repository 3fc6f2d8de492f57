/** Types of loadTree.mjs for the TypeScript tests. */
export interface LoadedFile {
  file: string;
  // Parsed JSON straight from disk; the checks test shapes themselves.
  data: unknown;
}

export interface SchemasTree {
  dir: string;
  menu: LoadedFile | null;
  /** `data`: the page with its family resolved; `declared`: the file as written. */
  pages: Map<string, LoadedFile & { id: string; declared: unknown }>;
  entities: Map<string, LoadedFile & { name: string }>;
  families: Map<string, LoadedFile & { name: string }>;
}

/** Every .json file under `dir`, sorted by path. */
export function jsonFilesUnder(dir: string): string[];
export function loadTree(dir: string, report: { error: (...args: unknown[]) => void }): SchemasTree;
