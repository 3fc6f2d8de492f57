interface LintProblemSink {
  error(file: string, at: string, message: string, hint: string): void;
  warn(file: string, at: string, message: string, hint: string, kind?: string): void;
}
interface LintPage { file: string; data: Record<string, unknown> }
interface LintFamily { name: string; file: string; data: Record<string, unknown> }
interface LintEntity { name: string; data: { properties?: Record<string, unknown> } }
interface LintTree { entities: Map<string, LintEntity> }

export function checkFamilyTree(family: LintFamily, entity: LintEntity, tree: LintTree, report: LintProblemSink): void;
export function checkTree(page: LintPage, report: LintProblemSink): void;
export function checkSummary(page: LintPage, entity: LintEntity, report: LintProblemSink): void;
