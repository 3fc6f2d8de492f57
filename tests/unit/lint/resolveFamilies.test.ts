/**
 * lint:schemas and the playground resolve page files with generators/lint/resolveFamilies.mjs (plain
 * Node); the app, the mocks and the contract tests with src/pageLanguage/resolvePage.ts. Both must
 * read every shipped page the same way, or lint would check a page the renderer never shows.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonFilesUnder } from '../../../generators/lint/loadTree.mjs';
import { resolvePageData } from '../../../generators/lint/resolveFamilies.mjs';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { pageFamilyName, resolvePage } from '../../../src/pageLanguage/resolvePage';

const SCHEMAS = join(process.cwd(), 'schemas');
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const nameOf = (dir: string, file: string) => relative(dir, file).split(sep).join('/').replace(/\.json$/, '');

const familiesDir = join(SCHEMAS, 'families');
const families = new Map(jsonFilesUnder(familiesDir).map((file) => [nameOf(familiesDir, file), { file, data: read(file) }]));
const pagesDir = join(SCHEMAS, 'pages');
const pages = jsonFilesUnder(pagesDir).map((file) => ({ id: nameOf(pagesDir, file), data: read(file) as PageDeclaration }));

describe('resolveFamilies.mjs and resolvePage.ts', () => {
  it('read the shipped tree: pages and families on disk, most pages naming a family', () => {
    expect(families.size).toBeGreaterThan(0);
    expect(pages.filter((p) => 'family' in p.data).length).toBeGreaterThan(pages.length / 2);
  });

  it.each(pages.map((p) => [p.id, p] as const))('resolve %s alike', (_id, page) => {
    const name = pageFamilyName(page.data);
    const family = name === undefined ? undefined : (families.get(name)?.data as FamilyDeclaration | undefined);
    expect(resolvePageData(page.data, families)).toStrictEqual(resolvePage(page.data, family));
  });

  it('give a custom action the family declares its full call, with the page\'s own wording on top', () => {
    const withWording = pages.find(({ data }) => data.kind === 'list' && [...(data.toolbar ?? []), ...(data.rowActions ?? [])].some((use) => use.type === 'custom'));
    expect(withWording).toBeDefined();
    const resolved = resolvePageData(withWording!.data, families) as { rowActions?: { type: string; endpoint?: unknown }[]; toolbar?: { type: string; endpoint?: unknown }[] };
    for (const action of [...(resolved.toolbar ?? []), ...(resolved.rowActions ?? [])]) {
      if (action.type === 'custom') expect(action.endpoint).toEqual(expect.objectContaining({ method: expect.any(String), path: expect.any(String) }));
    }
  });
});
