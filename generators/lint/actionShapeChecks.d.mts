interface LintProblemSink {
  error(file: string, at: string, message: string, hint: string): void;
  warn(file: string, at: string, message: string, hint: string, kind?: string): void;
}
interface LintPage { id: string; file: string; data: Record<string, unknown>; declared?: Record<string, unknown> }
interface LintEntity { name: string; file: string; data: { properties?: Record<string, unknown> } }
interface LintFamily { name: string; file: string; data: Record<string, unknown> }
interface LintTree { entities: Map<string, LintEntity>; pages: Map<string, LintPage>; families?: Map<string, LintFamily> }

/** Checks every family's custom actions (own calls, choices, operation reads) and the pages using operation reads; returns how many actions were checked. */
export function checkActionShapes(tree: LintTree, report: LintProblemSink): number;
