/** Types of crossChecks.mjs (the CLI and the schema playground run it). */
import type { SubAppRules } from './sourceFacts.mjs';
import type { LintReport } from './report.mjs';

export interface TreeFile { file: string; data: unknown }
export interface ParsedTree {
  menu: TreeFile | null;
  /** `data`: the page with its family resolved; `declared`: the file as written. */
  pages: Map<string, TreeFile & { id: string; declared?: unknown }>;
  entities: Map<string, TreeFile & { name: string }>;
  families?: Map<string, TreeFile & { name: string }>;
}
export interface LintFacts {
  reserved: { list: string[]; address: string[] };
  groups: Map<string, { file: string; modules: Set<string> }>;
  rules: SubAppRules;
  mockPaths: { path: string; test: RegExp }[];
  dialect: TreeFile | null;
}
export function crossCheck(tree: ParsedTree, facts: LintFacts, report: LintReport): Record<string, number>;
