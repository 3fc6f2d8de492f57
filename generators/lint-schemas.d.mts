/** Types of lint-schemas.mjs for the TypeScript tests. */
export interface LintProblem {
  level: 'error' | 'warning';
  /** Warnings only: 'unconfigured-page' (a menu route whose page is not written yet), 'orphan', 'other'. */
  kind?: string;
  file: string;
  pointer: string;
  message: string;
  hint: string;
}

export interface LintCounts {
  configs: number;
  menuEntries: number;
  pages: number;
  entities: number;
  fieldRefs: number;
  families: number;
  modulePages: number;
  permissionCodes: number;
  unconfigured: number;
}

export const REPO: string;
export function lintSchemas(files: string[]): { checked: number; problems: LintProblem[] };
export function lintTree(options?: { schemasDir?: string; extraFiles?: string[] }): {
  errors: LintProblem[];
  warnings: LintProblem[];
  counts: LintCounts;
  ms: number;
};
