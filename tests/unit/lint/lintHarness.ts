/**
 * lint:schemas's cross checks over a small tree built in a test: pages (each with its menu entry),
 * endpoint families and entities, with the page data resolved as the CLI resolves it. The lint
 * tests of page-language features share it.
 */
import { crossCheck, type LintFacts, type ParsedTree } from '../../../generators/lint/crossChecks.mjs';
import { createReport } from '../../../generators/lint/report.mjs';
import { resolvePageData } from '../../../generators/lint/resolveFamilies.mjs';

export type Json = Record<string, unknown>;

/** An entity or family file of the tree. */
export interface NamedFile {
  name: string;
  file: string;
  data: Json;
}

/** A page of the tree and the menu entry that opens it. */
export interface LintPage {
  id: string;
  title: string;
  path: string;
  code: string;
  data: Json;
}

export interface LintProblems {
  errors: string[];
  warnings: string[];
}

export const LINT_FACTS: LintFacts = {
  reserved: { list: ['page', 'size', 'sort', 'order', 'view'], address: ['t', 'p'] },
  groups: new Map(),
  rules: { portalPrefixes: [], userManagementPrefix: '', userManagementPages: [] },
  mockPaths: [],
  dialect: null,
};

/** The problems of the files `of` (default: the first page's), as "pointer message". */
export function lintTree(pages: readonly LintPage[], families: readonly NamedFile[], entities: readonly NamedFile[], of?: readonly string[]): LintProblems {
  const familyMap = new Map(families.map((family) => [family.name, family]));
  const tree: ParsedTree = {
    menu: { file: 'menu.json', data: { menu: pages.map((page) => ({ title: page.title, path: page.path, code: page.code, page: page.id })) } },
    pages: new Map(pages.map((page) => [page.id, { id: page.id, file: `pages/${page.id}.json`, declared: page.data, data: resolvePageData(page.data, familyMap) }])),
    entities: new Map(entities.map((entity) => [entity.name, entity])),
    families: familyMap,
  };
  const report = createReport();
  crossCheck(tree, LINT_FACTS, report);
  const files = of ?? [`pages/${pages[0]!.id}.json`];
  const shown = (problems: readonly { file: string; pointer: string; message: string }[]) => problems.filter((p) => files.includes(p.file)).map((p) => `${p.pointer} ${p.message}`);
  return { errors: shown(report.errors), warnings: shown(report.warnings) };
}
