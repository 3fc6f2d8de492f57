import { DEFAULT_THEME, formatThemeAttribute, parseThemeAttribute } from '../../src/core/theme/themes';
import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { fail, ok, readJsonObject } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * User attributes and themes (docs/behaviour §7.2 Users / Theme calls; paths in src/core/theme/themeApi.ts).
 * By hand, not CRUD: a user's attributes answer as the pair [avatar, theme], the theme falling back
 * to the global one (system config theme.default), and a user sets only their own.
 */
/** Attribute types: 1 avatar (an image URL), 2 theme (name + "-" + index, e.g. 默认蓝-1). */
export const ATTRIBUTE_TYPE = { avatar: 1, theme: 2 } as const;
export type AttributeType = (typeof ATTRIBUTE_TYPE)[keyof typeof ATTRIBUTE_TYPE];

/** A user's attribute (seeded from schemas/entities/user-attribute.json through x-seed-store). */
export interface UserAttributeRecord {
  id: number;
  userId: string;
  attributeType: AttributeType;
  attributeContent: string;
}

const GLOBAL_THEME_KEY = 'theme.default';
const configs = () => db.collection(crudCollectionName('system-config'));
const UNKNOWN_THEME = '不支持的主题配色';

function globalTheme(): string {
  const value = configs().find((c) => c.configKey === GLOBAL_THEME_KEY)?.configValue;
  return typeof value === 'string' && parseThemeAttribute(value) ? value : formatThemeAttribute(DEFAULT_THEME);
}

function attributeOf(userId: string, attributeType: AttributeType) {
  return db.collection('userAttributes').find((a) => a.userId === userId && a.attributeType === attributeType);
}

export const themeHandlers = [
  // Always [avatar (type 1), theme (type 2)] — the client reads the theme as the second item.
  operation('user', 'get-attribute', ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId')?.trim() ?? '';
    if (userId === '') return fail(400, '缺少参数 userId');
    if (!db.collection('users').get(userId)) return fail(404, '用户不存在');
    const avatar = attributeOf(userId, ATTRIBUTE_TYPE.avatar);
    const theme = attributeOf(userId, ATTRIBUTE_TYPE.theme);
    return ok([
      { userId, attributeType: ATTRIBUTE_TYPE.avatar, attributeContent: avatar?.attributeContent ?? '' },
      { userId, attributeType: ATTRIBUTE_TYPE.theme, attributeContent: theme?.attributeContent ?? globalTheme() },
    ]);
  }),

  operation('user', 'put-attribute-theme', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    const userId = body?.userId === undefined || body.userId === null ? '' : String(body.userId);
    if (userId !== auth.user.id) return fail(403, '只能设置当前登录用户的主题');
    const theme = parseThemeAttribute(body?.attributeContent);
    if (!theme) return fail(400, UNKNOWN_THEME);
    const attributeContent = formatThemeAttribute(theme);
    const existing = attributeOf(userId, ATTRIBUTE_TYPE.theme);
    if (existing) db.collection('userAttributes').update(existing.id, { attributeContent });
    else db.collection('userAttributes').insert({ userId, attributeType: ATTRIBUTE_TYPE.theme, attributeContent });
    return ok(null);
  }),

  // Platform-wide: an administrator's code (the 系统管理 group's), 403 for everyone else.
  operation('configs', 'put-theme', async ({ request }) => {
    const body = await readJsonObject(request);
    const theme = parseThemeAttribute(body?.themeColor);
    if (!theme) return fail(400, UNKNOWN_THEME);
    const configValue = formatThemeAttribute(theme);
    const config = configs().find((c) => c.configKey === GLOBAL_THEME_KEY);
    if (config) configs().update(config.id, { configValue });
    else configs().insert({ configKey: GLOBAL_THEME_KEY, configName: '默认主题', configValue, remark: '用户未设置主题时使用' });
    return ok(null);
  }),
];
