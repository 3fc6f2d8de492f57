interface LintProblemSink {
  error(file: string, at: string, message: string, hint: string): void;
  warn(file: string, at: string, message: string, hint: string, kind?: string): void;
}
interface LintFamily { name: string; file: string; data: Record<string, unknown> }

export function checkOperationWire(family: LintFamily, report: LintProblemSink): void;
