/** Types of sourceFacts.mjs for the TypeScript tests. */
export interface SubAppRules {
  portalPrefixes: string[];
  userManagementPrefix: string;
  userManagementPages: string[];
}

export const SOURCES: Record<'listState' | 'addressToken' | 'registry' | 'subApps' | 'mocks' | 'globalCodes', string>;
export function readReservedQueryNames(repo: string): { list: string[]; address: string[] };
export function readModuleGroups(repo: string): Map<string, { file: string; modules: Set<string> }>;
export function readSubAppRules(repo: string): SubAppRules;
export function subAppOfMenuPath(rules: SubAppRules, path: string): 'portal' | 'user-management' | 'components';
export function readGlobalCodes(repo: string): { code: string; title: string }[];
export function readMockPaths(repo: string): { path: string; test: RegExp }[];
