interface LintProblemSink {
  error(file: string, at: string, message: string, hint: string): void;
  warn(file: string, at: string, message: string, hint: string, kind?: string): void;
}
interface LintPage { file: string; data: Record<string, unknown> }
interface LintEntity { name: string; data: { properties?: Record<string, unknown> } }
interface LintTree { entities: Map<string, LintEntity> }

export function checkTree(page: LintPage, entity: LintEntity, tree: LintTree, report: LintProblemSink): void;
export function checkSummary(page: LintPage, entity: LintEntity, report: LintProblemSink): void;
