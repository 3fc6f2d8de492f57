/** Types of subApps.mjs. */
import type { SubAppRules } from './sourceFacts.mjs';

export function subAppOfMenuPath(rules: SubAppRules, path: string): 'portal' | 'user-management' | 'components';
export function mockPathMatchers(paths: string[]): { path: string; test: RegExp }[];
