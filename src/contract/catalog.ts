/**
 * The whole contract at once — every endpoint family (schemas/families) and every page config
 * (schemas/pages) with its family resolved — for the readers that need all of it: the mock
 * backend, the OpenAPI generator, schema lint and the contract tests. The app itself loads one
 * page and one family per route (src/pageLanguage/pageConfigLoader.ts) and never imports this.
 */
import type { FamilyDeclaration } from '../pageLanguage/family';
import type { PageConfig, PageDeclaration } from '../pageLanguage/pageConfig';
import { pageFamilyName, resolvePage } from '../pageLanguage/resolvePage';

const familyFiles = import.meta.glob<FamilyDeclaration>('../../schemas/families/*.json', { eager: true, import: 'default' });
const pageFiles = import.meta.glob<PageDeclaration>('../../schemas/pages/**/*.json', { eager: true, import: 'default' });

const FAMILY_PREFIX = '../../schemas/families/';
const PAGE_PREFIX = '../../schemas/pages/';

/** Every family by name ("application-workorder"). */
export const familyDeclarations: ReadonlyMap<string, FamilyDeclaration> = new Map(
  Object.entries(familyFiles).map(([file, family]) => [file.slice(FAMILY_PREFIX.length, -'.json'.length), family]),
);

/** Every page file as written, by page id ("operation-center/customer/customer-info"). */
export const pageDeclarations: ReadonlyMap<string, PageDeclaration> = new Map(
  Object.entries(pageFiles).map(([file, page]) => [file.slice(PAGE_PREFIX.length, -'.json'.length), page]),
);

/** A page file with its family resolved (throws FamilyReferenceError on a broken reference). */
export function resolveDeclaredPage(page: PageDeclaration): PageConfig {
  const name = pageFamilyName(page);
  return resolvePage(page, name === undefined ? undefined : familyDeclarations.get(name));
}

/** Every page config with its family resolved, by page id. */
export const pageConfigs: ReadonlyMap<string, PageConfig> = new Map([...pageDeclarations].map(([id, page]) => [id, resolveDeclaredPage(page)]));
