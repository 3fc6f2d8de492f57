/** Types of report.mjs. */
export interface ReportedProblem {
  level: 'error' | 'warning';
  kind?: string;
  file: string;
  pointer: string;
  message: string;
  hint: string;
}
export interface LintReport {
  errors: ReportedProblem[];
  warnings: ReportedProblem[];
  error(file: string, at: string, message: string, hint: string): void;
  warn(file: string, at: string, message: string, hint: string, kind?: string): void;
}
export function pointer(...segments: (string | number)[]): string;
export function createReport(): LintReport;
export function suggest(name: string, candidates: Iterable<string>, what?: string): string;
