/**
 * lint:schemas for the page being edited, in the browser: the meta-schema check (page.schema.json
 * compiled at build time, with ajv-i18n's Chinese messages and the CLI's hints) and the CLI's
 * own cross-reference pass (generators/lint/crossChecks.mjs) over the shipped tree with this
 * page in place of its file. Only problems of this page are returned. Pure: the tree, the facts
 * and the validator are given (model/lintSources.ts loads them in the app).
 */
import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh';
import { crossCheck, type LintFacts, type ParsedTree } from '../../../../generators/lint/crossChecks.mjs';
import { collapseAlternatives, hintFor, type MetaError } from '../../../../generators/lint/metaErrors.mjs';
import { createReport, type ReportedProblem } from '../../../../generators/lint/report.mjs';
import { resolvePageData } from '../../../../generators/lint/resolveFamilies.mjs';
import { mockPathMatchers } from '../../../../generators/lint/subApps.mjs';

export interface PlaygroundProblem {
  level: 'error' | 'warning';
  /** The pointer lint:schemas prints. */
  pointer: string;
  /** Where the cursor goes: the pointer, or a property below it (an unknown field's own name). */
  at: string;
  message: string;
  hint: string;
  /** meta: the page meta-schema (the preview waits for these); cross: references to the tree. */
  source: 'meta' | 'cross';
}

export interface PageValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The facts as virtual:schema-lint/facts serialises them (generators/vite-plugin-schema-lint.ts). */
export interface SerialisedFacts {
  reserved: { list: string[]; address: string[] };
  groups: [string, { file: string; modules: string[] }][];
  rules: LintFacts['rules'];
  mockPaths: string[];
  dialect: { file: string; data: unknown } | null;
}

export function lintFacts(raw: SerialisedFacts): LintFacts {
  return {
    reserved: raw.reserved,
    groups: new Map(raw.groups.map(([name, group]) => [name, { file: group.file, modules: new Set(group.modules) }])),
    rules: raw.rules,
    mockPaths: mockPathMatchers(raw.mockPaths),
    dialect: raw.dialect,
  };
}

export function pageFile(pageId: string): string {
  return `schemas/pages/${pageId}.json`;
}

const escapeSegment = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

function metaProblems(data: unknown, validate: PageValidator): PlaygroundProblem[] {
  if (validate(data)) return [];
  // Copies: the validator reuses its error objects, and both steps below write into them.
  const errors = (validate.errors ?? []).map((e) => ({ ...e }));
  localizeZh(errors);
  return collapseAlternatives(errors as (ErrorObject & MetaError)[]).map((error) => {
    const pointer = error.instancePath || '/';
    const extra = error.keyword === 'additionalProperties' ? String(error.params.additionalProperty ?? '') : '';
    return {
      level: 'error' as const,
      pointer,
      at: extra ? `${error.instancePath}/${escapeSegment(extra)}` : pointer,
      message: error.message ?? '',
      hint: error.hint ?? hintFor(error),
      source: 'meta' as const,
    };
  });
}

/** A local `$schema` must point at page.schema.json from the file's place (as validateTree checks in the CLI). */
function schemaLine(pageId: string, data: Record<string, unknown>): PlaygroundProblem[] {
  const line = data.$schema;
  if (typeof line !== 'string' || /^https?:/.test(line)) return [];
  const expected = `${'../'.repeat(pageId.split('/').length)}page.schema.json`;
  if (line === expected) return [];
  return [{ level: 'error', pointer: '/$schema', at: '/$schema', message: '$schema 没有指向 page.schema.json', hint: `相对本文件写成 "${expected}"`, source: 'cross' }];
}

export interface LintPageInput {
  pageId: string;
  data: unknown;
  tree: ParsedTree;
  facts: LintFacts;
  validate: PageValidator;
}

/** The problems of one page config, meta-schema first, in the CLI's order after that. */
export function lintPage({ pageId, data, tree, facts, validate }: LintPageInput): PlaygroundProblem[] {
  const file = pageFile(pageId);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [{ level: 'error', pointer: '/', at: '/', message: '页面配置应为一个 JSON 对象', hint: '以 { "kind": "list", … } 这样的对象开始', source: 'meta' }];
  }
  const pages = new Map(tree.pages);
  // Last in the map: a clash with another page (same call, same base) is reported on this one.
  pages.delete(pageId);
  pages.set(pageId, { id: pageId, file, declared: data, data: resolvePageData(data, tree.families ?? new Map()) });
  const report = createReport();
  crossCheck({ ...tree, pages }, facts, report);
  const own = (p: ReportedProblem): PlaygroundProblem => ({ level: p.level, pointer: p.pointer, at: p.pointer, message: p.message, hint: p.hint, source: 'cross' });
  return [
    ...schemaLine(pageId, data as Record<string, unknown>),
    ...metaProblems(data, validate),
    ...report.errors.filter((p) => p.file === file).map(own),
    ...report.warnings.filter((p) => p.file === file).map(own),
  ];
}
