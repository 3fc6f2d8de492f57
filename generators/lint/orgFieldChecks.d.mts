interface LintProblemSink {
  error(file: string, at: string, message: string, hint: string): void;
  warn(file: string, at: string, message: string, hint: string, kind?: string): void;
}
interface LintEntity { name: string; file: string; data: { properties?: Record<string, unknown>; 'x-org-field'?: unknown } }
interface LintTree { entities: Map<string, LintEntity> }

/** Checks every entity's x-org-field; returns how many entities declare one. */
export function checkOrgFields(tree: LintTree, report: LintProblemSink): number;
