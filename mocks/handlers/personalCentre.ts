/**
 * Hand-written: the signed-in user's own profile across the account store (organisation, role, avatar attribute), read and changed for the caller only — store collections, not entities.
 *
 * 个人中心 (docs/behaviour §2.3 personal, §7.2 Users "attribute avatar (type 1)"): the signed-in user's own
 * display name and avatar. The spec names no paths; they sit beside the calls that read them:
 *
 *   GET /api/aam/v1/portal/user/profile                       account, organisation, role, avatar
 *   PUT /api/aam/v1/portal/user/info                          {displayName}   → portal/user/info
 *   PUT /api/operation-management/v1/user/attribute/avatar    {attributeContent, userId}
 *       → the first item (type 1) of GET user/attribute, shown in the shell and portal headers
 *
 *
 * They need the personal centre's (person-look) code and touch only the caller's own data. (资源账号,
 * starlight account/resources, is the family starlight's computed records — row source
 * hpc-resource-accounts, rowSources.ts; the sub-centre by group id is a declared records read of
 * the family subcenter.)
 */
import { http, type PathParams } from 'msw';
import { moduleGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import { ATTRIBUTE_TYPE } from './theme';
import { durable, fail, ok, readJsonObject } from './respond';

const NAME_MAX = 20;
/** An avatar is an uploaded file of the platform or an inline raster/SVG image: nothing else reaches an <img>. */
const AVATAR_URL = /^(\/api\/operation-management\/v1\/files\/[\w-]+\/[^/?#]+|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/;

export const PERSONAL_MODULE = 'org-personal';

export const personalCentreHandlers = [
  http.get<PathParams<'aam'>>('*/api/:aam/v1/portal/user/profile', ({ request, params }) => {
    if (typeof params.aam !== 'string' || !params.aam.startsWith('aam')) return undefined; // another service
    const auth = requireGrant(request, moduleGrants(PERSONAL_MODULE));
    if (auth instanceof Response) return auth;
    const { user } = auth;
    const avatar = db.collection('userAttributes').find((a) => a.userId === user.id && a.attributeType === ATTRIBUTE_TYPE.avatar);
    return ok({
      id: user.id,
      userName: user.userName,
      displayName: user.displayName,
      phone: user.phone,
      email: user.email,
      accountType: user.accountType,
      roleName: db.collection('roles').get(user.role)?.roleName ?? user.roleName,
      groupName: user.groupInfo[0]?.groupName ?? '',
      avatar: avatar?.attributeContent ?? '',
      endTime: user.endTime,
      createTime: user.createTime,
    });
  }),

  http.put<PathParams<'aam'>>('*/api/:aam/v1/portal/user/info', async ({ request, params }) => {
    if (typeof params.aam !== 'string' || !params.aam.startsWith('aam')) return undefined; // another service
    const auth = requireGrant(request, moduleGrants(PERSONAL_MODULE));
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const displayName = typeof body?.displayName === 'string' ? body.displayName.trim() : '';
    if (!displayName) return fail(400, '显示名称不能为空');
    if (Array.from(displayName).length > NAME_MAX) return fail(400, `显示名称不能超过${NAME_MAX}个字符`);
    db.collection('users').update(auth.user.id, { displayName });
    await db.flush();
    return ok({ displayName });
  }),

  http.put('*/api/operation-management/v1/user/attribute/avatar', durable(async ({ request }) => {
    const auth = requireGrant(request, moduleGrants(PERSONAL_MODULE));
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const userId = body?.userId === undefined || body.userId === null ? '' : String(body.userId);
    if (userId !== auth.user.id) return fail(403, '只能设置当前登录用户的头像');
    const attributeContent = typeof body?.attributeContent === 'string' ? body.attributeContent.trim() : '';
    if (!AVATAR_URL.test(attributeContent)) return fail(400, '头像必须是上传的图片');
    const existing = db.collection('userAttributes').find((a) => a.userId === userId && a.attributeType === ATTRIBUTE_TYPE.avatar);
    if (existing) db.collection('userAttributes').update(existing.id, { attributeContent });
    else db.collection('userAttributes').insert({ userId, attributeType: ATTRIBUTE_TYPE.avatar, attributeContent });
    return ok({ attributeType: ATTRIBUTE_TYPE.avatar, attributeContent });
  })),
];
