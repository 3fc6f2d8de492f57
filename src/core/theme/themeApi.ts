import { http } from '../http/client';
import { publishAvatar } from '../session/avatar';
import { parseThemeAttribute, formatThemeAttribute, type ThemeDefinition } from './themes';

/**
 * Theme calls of docs/behaviour §7.2 (Users: attribute avatar type 1 and theme type 2; Theme calls).
 * The spec names no paths; these sit in the operation-management users family:
 *  - GET  user/attribute?userId=  → the user's attributes ordered by type: [avatar, theme]
 *    ("an array whose second item has attributeContent")
 *  - PUT  user/attribute/theme    { attributeContent, userId }
 *  - PUT  configs/theme           { themeColor }: the platform-wide default theme
 */
export const USER_ATTRIBUTE_PATH = '/api/operation-management/v1/user/attribute';
export const USER_THEME_PATH = '/api/operation-management/v1/user/attribute/theme';
export const GLOBAL_THEME_PATH = '/api/operation-management/v1/configs/theme';

export interface UserAttribute {
  attributeType?: number;
  attributeContent?: string;
}

/** The family answers { code, msg, data }; a bare array is accepted too, as some gateways unwrap. */
function attributeList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)) {
    return (body as { data: unknown[] }).data;
  }
  return [];
}

/** The theme stored for a user, or null when there is none or it does not parse. */
export async function fetchUserTheme(userId: string | number): Promise<ThemeDefinition | null> {
  // A background call at sign-in: no overlay, and a failure keeps the local theme quietly.
  const body = await http.get<unknown>(USER_ATTRIBUTE_PATH, { query: { userId }, loading: false, silent: true });
  const [first, second] = attributeList(body);
  // The same answer carries the avatar (type 1, the first item): the header shows it.
  publishAvatar(typeof first === 'object' && first !== null ? (first as UserAttribute).attributeContent : '');
  const content = typeof second === 'object' && second !== null ? (second as UserAttribute).attributeContent : undefined;
  return parseThemeAttribute(content);
}

export async function saveUserTheme(userId: string | number, theme: ThemeDefinition): Promise<void> {
  await http.put(USER_THEME_PATH, { attributeContent: formatThemeAttribute(theme), userId });
}

/** "同时保存为全局主题": the theme users without their own get. Sent in the same stored form. */
export async function saveGlobalTheme(theme: ThemeDefinition): Promise<void> {
  await http.put(GLOBAL_THEME_PATH, { themeColor: formatThemeAttribute(theme) });
}
