/**
 * Loads what the in-browser lint and the completions need: the shipped tree (menu, every page
 * file, every entity and endpoint family — the same per-file chunks the app loads pages from; one
 * chunk in a demo build), the runtime facts and the compiled page meta-schema (generators/vite-plugin-schema-lint.ts).
 */
import type { LintFacts, ParsedTree } from '../../../../generators/lint/crossChecks.mjs';
import menuJson from '../../../../schemas/menu.json';
import pageSchemaJson from '../../../../schemas/page.schema.json';
import { resolvePageData } from '../../../../generators/lint/resolveFamilies.mjs';
import { entityFiles } from '../../../pageLanguage/configFiles';
import { familyNames, familyPath, loadFamily } from '../../../pageLanguage/familyLoader';
import { configuredPageIds, loadPageDeclaration } from '../../../pageLanguage/pageConfigLoader';
import { lintFacts, pageFile, type PageValidator, type SerialisedFacts } from './lintPage';
import type { CompletionNames, JsonSchema } from './schemaCompletions';

export const pageSchema = pageSchemaJson as JsonSchema;

export interface LintSources {
  tree: ParsedTree;
  facts: LintFacts;
  validate: PageValidator;
  names: CompletionNames;
}

let loading: Promise<LintSources> | undefined;

async function load(): Promise<LintSources> {
  const [pageIds, entityNames, familyList] = await Promise.all([configuredPageIds(), entityFiles.names(), familyNames()]);
  const [validator, facts, declared, entities, families] = await Promise.all([
    import('virtual:schema-lint/page-validator'),
    import('virtual:schema-lint/facts'),
    Promise.all(pageIds.map(async (id) => ({ id, file: pageFile(id), data: (await loadPageDeclaration(id)) as unknown }))),
    Promise.all(entityNames.map(async (name) => ({ name, file: `schemas/entities/${name}.json`, data: (await entityFiles.load(name)) as unknown }))),
    Promise.all(familyList.map(async (name) => ({ name, file: familyPath(name), data: (await loadFamily(name)) as unknown }))),
  ]);
  const familyMap = new Map(families.map((f) => [f.name, f]));
  // As the CLI reads the tree (generators/lint/loadTree.mjs): each page resolved against its family.
  const pages = declared.map((p) => ({ ...p, declared: p.data, data: resolvePageData(p.data, familyMap) }));
  const tree: ParsedTree = {
    menu: { file: 'schemas/menu.json', data: menuJson },
    pages: new Map(pages.map((p) => [p.id, p])),
    entities: new Map(entities.map((e) => [e.name, e])),
    families: familyMap,
  };
  const factSet = lintFacts(facts.default as SerialisedFacts);
  const fieldsOf = (entity: string): string[] => {
    const data = tree.entities.get(entity)?.data as { properties?: Record<string, unknown> } | undefined;
    return Object.keys(data?.properties ?? {});
  };
  const names: CompletionNames = {
    entities: [...tree.entities.keys()],
    fieldsOf,
    modules: [...new Set([...factSet.groups.values()].flatMap((g) => [...g.modules]))].sort(),
    pagesOfKind: (kind) => pages.filter((p) => (p.data as { kind?: string } | null)?.kind === kind).map((p) => p.id),
  };
  return { tree, facts: factSet, validate: validator.default as PageValidator, names };
}

/** Loaded once per visit of the playground's chunk; a failure is retried on the next call. */
export function loadLintSources(): Promise<LintSources> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
