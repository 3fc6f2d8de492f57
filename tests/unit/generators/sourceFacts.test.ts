/**
 * lint:schemas runs on plain Node and reads a few runtime constants from TypeScript source text;
 * these tests import the TypeScript modules and hold the readers to them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES } from '../../../generators/lint/endpointChecks.mjs';
import { readGlobalCodes, readMockPaths, readModuleGroups, readReservedQueryNames, readSubAppRules, subAppOfMenuPath } from '../../../generators/lint/sourceFacts.mjs';
import { GLOBAL_CODES } from '../../../src/core/menu/globalCodes';
import { objectConstEntries, stringArrayConst, stringConst } from '../../../generators/lint/tsSource.mjs';
import { REPO } from '../../../generators/lint-schemas.mjs';
import { readAddressToken } from '../../../src/core/session/addressToken';
import { activeSubApp, PORTAL_PREFIXES, USER_MANAGEMENT_PAGES, USER_MANAGEMENT_PREFIX } from '../../../src/core/subapps';
import { modules as componentModules } from '../../../src/modules/groups/components';
import { modules as portalModules } from '../../../src/modules/groups/portal';
import { modules as userManagementModules } from '../../../src/modules/groups/userManagement';
import { subAppRegistryFile } from '../../../src/modules/registry';
import { DEFAULT_ROUTES as RUNTIME_ROUTES } from '../../../src/contract/routes';
import { RESERVED_QUERY_NAMES } from '../../../src/renderer/list/listState';

describe('runtime facts read by lint:schemas', () => {
  it('reserves the list query names of listState.ts', () => {
    expect(readReservedQueryNames(REPO).list).toEqual([...RESERVED_QUERY_NAMES]);
  });

  it('reserves exactly the address parameters the token hand-over strips (t, p)', () => {
    const { address } = readReservedQueryNames(REPO);
    expect(address.length).toBeGreaterThan(0);
    const clean = readAddressToken(`http://host/#/x?${address.map((n) => `${n}=v`).join('&')}&t=tok&keep=1`)?.cleanHref;
    for (const name of address) expect(clean).not.toMatch(new RegExp(`[?&]${name}=`));
    expect(clean).toContain('keep=1');
  });

  it('reads the role editor’s 通用权限 codes of globalCodes.ts, each with its title', () => {
    expect(readGlobalCodes(REPO)).toEqual(GLOBAL_CODES.map(({ code, title }) => ({ code, title })));
  });

  it('reads each sub-app group file and the modules registered in it', () => {
    const groups = readModuleGroups(REPO);
    expect(Object.fromEntries([...groups].map(([group, { file }]) => [group, file]))).toEqual(subAppRegistryFile);
    expect([...groups.get('components')!.modules]).toEqual(Object.keys(componentModules));
    expect([...groups.get('portal')!.modules]).toEqual(Object.keys(portalModules));
    expect([...groups.get('user-management')!.modules]).toEqual(Object.keys(userManagementModules));
  });

  it('picks the same sub-app as activeSubApp for every menu route', () => {
    const rules = readSubAppRules(REPO);
    expect(rules).toEqual({ portalPrefixes: [...PORTAL_PREFIXES], userManagementPrefix: USER_MANAGEMENT_PREFIX, userManagementPages: [...USER_MANAGEMENT_PAGES] });
    const paths: string[] = [];
    const walk = (nodes: { path: string; children?: unknown[] }[]) => {
      for (const node of nodes) {
        paths.push(node.path);
        walk((node.children ?? []) as { path: string }[]);
      }
    };
    walk((JSON.parse(readFileSync('schemas/menu.json', 'utf8')) as { menu: { path: string }[] }).menu);
    paths.push('/platform-manage/organization/role-extra', '/platform-manage/portal-temp/temp-page');
    for (const path of paths) expect(`${path} ${subAppOfMenuPath(rules, path)}`).toBe(`${path} ${activeSubApp(`#${path}`)}`);
    expect(new Set(paths.map((p) => subAppOfMenuPath(rules, p)))).toEqual(new Set(['components', 'portal', 'user-management']));
  });

  it('uses the renderer default routes for the endpoint checks', () => {
    expect(DEFAULT_ROUTES).toEqual(RUNTIME_ROUTES);
  });

  it('collects the literal API paths of the mocks as matchers (:param is one segment)', () => {
    const paths = readMockPaths(REPO);
    const configs = paths.find((p) => p.path === '/api/operation-management/v1/configs');
    expect(configs?.test.test('/api/operation-management/v1/configs')).toBe(true);
    expect(configs?.test.test('/api/operation-management/v1/configs/x')).toBe(false);
    const withParam = paths.find((p) => p.path.includes(':'));
    expect(withParam).toBeDefined();
    expect(paths.every((p) => !p.path.includes('${'))).toBe(true);
  });
});

describe('TypeScript source readers', () => {
  const source = `
    // const NOT = ['commented'];
    export const NAMES = ['a', "b-c"] as const;
    const PREFIX: string = '#/x/';
    export const map: Record<string, unknown> = {
      plain: lazy(() => import('./a')), // a comment, with a comma
      'quoted-key': { nested: { deep: [1, 2] } },
      /* block, comment */ "double": 'x,y',
      fn: () => { return { inner: 1 }; },
    };`;

  it('reads string arrays, strings and top-level object keys past comments, strings and nesting', () => {
    expect(stringArrayConst(source, 'NAMES')).toEqual(['a', 'b-c']);
    expect(stringConst(source, 'PREFIX')).toBe('#/x/');
    const entries = objectConstEntries(source, 'map');
    expect([...entries.keys()]).toEqual(['plain', 'quoted-key', 'double', 'fn']);
    expect(entries.get('double')).toBe("'x,y'");
  });

  it('names the file and the constant when a declaration is gone', () => {
    expect(() => stringArrayConst(source, 'MISSING', 'src/x.ts')).toThrow('src/x.ts：找不到 MISSING 的声明');
  });
});
