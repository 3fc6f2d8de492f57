/**
 * What the lint needs to know about the runtime and the mocks, read from their source text:
 * query names a list filter must not take, modules registered per sub-app group, the docs/behaviour §2.6
 * sub-app prefixes, and the API paths the hand-written mocks serve.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockPathMatchers, subAppOfMenuPath } from './subApps.mjs';
import { objectConstEntries, readSource, stringArrayConst, stringConst, stringLiteral } from './tsSource.mjs';

export { subAppOfMenuPath };

export const SOURCES = {
  listState: 'src/renderer/list/listState.ts',
  addressToken: 'src/core/session/addressToken.ts',
  registry: 'src/modules/registry.ts',
  subApps: 'src/core/subapps/activeSubApp.ts',
  mocks: 'mocks',
  families: 'schemas/families',
  rowSources: 'mocks/handlers/rowSources.ts',
  globalCodes: 'src/core/menu/globalCodes.ts',
};

/** Query names the list keeps in the address (page, size…) and the shell's `t` / `p` token names. */
export function readReservedQueryNames(repo) {
  const list = stringArrayConst(readSource(join(repo, SOURCES.listState)), 'RESERVED_QUERY_NAMES', SOURCES.listState);
  const address = stringArrayConst(readSource(join(repo, SOURCES.addressToken)), 'PARAMS', SOURCES.addressToken);
  return { list, address };
}

/** Sub-app group → { file, modules: Set of registered names }. */
export function readModuleGroups(repo) {
  const files = objectConstEntries(readSource(join(repo, SOURCES.registry)), 'subAppRegistryFile', SOURCES.registry);
  const groups = new Map();
  for (const [group, text] of files) {
    const file = stringLiteral(text);
    if (file === undefined) throw new Error(`${SOURCES.registry}：subAppRegistryFile.${group} 不是字符串`);
    const names = objectConstEntries(readSource(join(repo, file)), 'modules', file);
    groups.set(group, { file, modules: new Set(names.keys()) });
  }
  return groups;
}

/** The docs/behaviour §2.6 prefixes, as src/core/subapps/activeSubApp.ts declares them. */
export function readSubAppRules(repo) {
  const source = readSource(join(repo, SOURCES.subApps));
  return {
    portalPrefixes: stringArrayConst(source, 'PORTAL_PREFIXES', SOURCES.subApps),
    userManagementPrefix: stringConst(source, 'USER_MANAGEMENT_PREFIX', SOURCES.subApps),
    userManagementPages: stringArrayConst(source, 'USER_MANAGEMENT_PAGES', SOURCES.subApps),
  };
}

/**
 * The role editor's codes outside the menu tree (GLOBAL_CODES: `{ code, title }` entries, each
 * written code first): the permission tree must not place them too.
 */
export function readGlobalCodes(repo) {
  const strings = stringArrayConst(readSource(join(repo, SOURCES.globalCodes)), 'GLOBAL_CODES', SOURCES.globalCodes);
  if (strings.length % 2 !== 0) throw new Error(`${SOURCES.globalCodes}：GLOBAL_CODES 的每一项应只有 code 与 title 两个字符串`);
  const out = [];
  for (let i = 0; i < strings.length; i += 2) out.push({ code: strings[i], title: strings[i + 1] });
  return out;
}

function* tsFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield join(entry.parentPath ?? entry.path, entry.name);
  }
}

/**
 * API paths the mocks answer by hand, as matchers (msw's `:param` is one segment, `*` anything):
 * the operations the repository's families declare (mocks/routing/declaredOperation.ts registers
 * a handler from each; tests/contract/declaredOperations.test.ts checks every one is served), and
 * paths still written as literals in the mocks ('*\/api/…', '/api/…'; those built with `${…}` are
 * left out).
 */
export function readMockPaths(repo) {
  const paths = new Set();
  for (const file of tsFiles(join(repo, SOURCES.mocks))) {
    for (const match of readSource(file).matchAll(/(['"`])\*?(\/api\/[^'"`\s]*)\1/g)) {
      if (!match[2].includes('${')) paths.add(match[2]);
    }
  }
  for (const path of declaredOperationPaths(join(repo, SOURCES.families))) paths.add(path);
  return mockPathMatchers([...paths].sort());
}

/** The paths of the families' hand-written operations, `{name}` written as msw's `:name`. */
function declaredOperationPaths(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name.endsWith('.json')).flatMap((name) => {
    const family = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    return (Array.isArray(family.operations) ? family.operations : []).filter((operation) => typeof operation?.path === 'string').map((operation) => {
      const path = operation.path.startsWith('/api/') ? operation.path : operation.path === '' ? family.base : `${family.base}/${operation.path}`;
      return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
    });
  });
}
