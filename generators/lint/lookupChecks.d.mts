interface LintProblemSink {
  error(file: string, at: string, message: string, hint: string): void;
  warn(file: string, at: string, message: string, hint: string, kind?: string): void;
}
interface LintPage { id: string; file: string; data: Record<string, unknown> }
interface LintEntity { name: string; file: string; data: { properties?: Record<string, unknown> } }
interface LintTree { entities: Map<string, LintEntity>; pages: Map<string, LintPage> }

/** Checks every entity's x-lookup fields and the form widgets pages give them; returns how many lookups there are. */
export function checkLookups(tree: LintTree, report: LintProblemSink): number;
