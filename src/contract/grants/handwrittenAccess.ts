/**
 * Who may call each hand-written mock handler (the generated CRUD handlers take theirs from the
 * page configs, pageGrants.ts). Keyed by `<METHOD> <msw path>` as the handler is registered.
 * tests/contract/permissions.test.ts calls every handler against this table — a public one
 * without a token, a signed-in one with a role holding no code, a guarded one without and with
 * its codes — and fails on a handler missing here: a new hand-written family must say who may
 * call it.
 *
 *   public    read before sign-in (platform title, sign-in itself, public file bytes)
 *   signedIn  the caller's own data only (session, account, organisations, messages, uploads)
 *   grants    the codes of the pages that make the call (derived, see index.ts)
 */
import { dashboardGrants, familyGrants, moduleGrants, pagePermissions, platformSettingsGrants, type Grant } from './index';
import { applicationBindGrants, applicationFormGrants, dockReadGrants, packageStatGrants } from './applicationGrants';

export type HandwrittenAccess =
  | { kind: 'public'; why: string }
  | { kind: 'signedIn'; why: string }
  | { kind: 'grants'; grants: () => readonly Grant[] };

const STORAGE_MODULE = 'storage-browser';
const STORAGE = '*/api/operation-management/v1/starlight/api/storage';
const OWN_ACCOUNT = 'the signed-in user’s own session, account or settings';
const storage: HandwrittenAccess = { kind: 'grants', grants: () => moduleGrants(STORAGE_MODULE) };
const OM = '*/api/operation-management/v1';
const PORTAL_READ: HandwrittenAccess = { kind: 'public', why: 'the public portal, read by every visitor (spec §2.1)' };
const tempModule = (module: string): HandwrittenAccess => ({ kind: 'grants', grants: () => moduleGrants(module) });
const tempConfig = tempModule('portal-temp-config');
const tempMenu = tempModule('portal-temp-menu');
const tempPage = tempModule('portal-temp-page');
const anyTemp: HandwrittenAccess = {
  kind: 'grants',
  grants: () => ['portal-temp-config', 'portal-temp-menu', 'portal-temp-page'].flatMap((module) => moduleGrants(module)),
};
const roles: HandwrittenAccess = { kind: 'grants', grants: () => moduleGrants('role-permissions') };
const wb = (module: string): HandwrittenAccess => ({ kind: 'grants', grants: () => moduleGrants(module) });
const wbAny = (...modules: string[]): HandwrittenAccess => ({ kind: 'grants', grants: () => modules.flatMap((module) => moduleGrants(module)) });
const EXPENSE = wb('wb-expense');
// 购买记录 (handlers/purchaseRecords.ts): 订单管理's codes for every customer's records; one purchase and cancel also for their owner (我的订单).
const purchaseGrants = (key: string) => (): Grant[] => {
  const f = familyGrants('/api/operation-management/v1/purchase-record');
  return (f.verbs as Record<string, Grant[] | undefined>)[key] ?? f.actions.get(key) ?? [];
};
const PURCHASE_OPERATOR = (key: string): HandwrittenAccess => ({ kind: 'grants', grants: purchaseGrants(key) });
const PURCHASE_OWNER_OR_OPERATOR = (key: string): HandwrittenAccess => ({ kind: 'grants', grants: () => [...purchaseGrants(key)(), ...moduleGrants('wb-expense')] });
// /backstage/recharge and /account-recharge are noCheck (spec §2.3): every signed-in user recharges their own account.
const RECHARGE: HandwrittenAccess = { kind: 'signedIn', why: 'the caller’s own recharge: /backstage/recharge has no permission check (spec §2.3)' };
const MY_APP = wb('wb-my-app');
const START = wbAny('wb-start-app', 'wb-my-app');
// 作业详情 has no permission check (spec §2.3); it shows the caller's own jobs only.
const JOB: HandwrittenAccess = { kind: 'signedIn', why: 'the caller’s own jobs: job-detail has no permission check (spec §2.3)' };
const STATS = wb('wb-stats');
const WORK = wb('wb-work-manage');
const SIGN_UP: HandwrittenAccess = { kind: 'public', why: 'sign-up, SMS sign-in and password reset, before any session (spec §2.2)' };
// 费用管理 list pages answered from the ledger (handlers/costManage.ts): the codes their configs give the family's verb or action.
const cost = (family: string, key: string): HandwrittenAccess => ({
  kind: 'grants',
  grants: () => { const f = familyGrants(`/api/operation-management/v1/${family}`); return (f.verbs as Record<string, Grant[] | undefined>)[key] ?? f.actions.get(key) ?? []; },
});

const REGIONS: HandwrittenAccess = { kind: 'public', why: 'region reference data: the public sign-up’s company form asks for a region before any session' };
const EXTERNAL: HandwrittenAccess = { kind: 'signedIn', why: 'the external platform through the caller’s own HPC accounts and records' };
const OM_BASE = '/api/operation-management/v1';
const COMPANY = `${OM_BASE}/company-info`;

export const HANDWRITTEN_ACCESS: Readonly<Record<string, HandwrittenAccess>> = {
  'GET */api/oauth/v1/project/info': { kind: 'public', why: 'platform name and title, read before sign-in' },
  'GET */api/operation-management/v1/configs': { kind: 'public', why: 'system configs the login page and title read before sign-in' },
  'GET */api/oauth/v1/project/realm': { kind: 'public', why: 'sign-in' },
  'POST */api/oauth/v1/pwd/authorize/token': { kind: 'public', why: 'sign-in' },
  'POST */api/oauth/v1/logout': { kind: 'public', why: 'ends the session the token names, if any' },
  'GET */api/operation-management/v1/files/:id/:name': { kind: 'public', why: '<img> cannot send a token; the id is random' },

  'GET */api/oauth/v1/project/user/realm': { kind: 'signedIn', why: OWN_ACCOUNT },
  'GET */api/:aam/v1/user/password/confirm': { kind: 'signedIn', why: OWN_ACCOUNT },
  'PUT */api/:aam/v1/mgmt/user/password': { kind: 'signedIn', why: OWN_ACCOUNT },
  'GET */api/:aam/v1/portal/user/resource': { kind: 'signedIn', why: 'the caller’s own permission codes' },
  'GET */api/:aam/v1/portal/user/info': { kind: 'signedIn', why: OWN_ACCOUNT },
  'GET */api/operation-management/v1/starlight/account/list': { kind: 'signedIn', why: 'the caller’s own HPC accounts' },
  'GET */api/:aam/v1/portal/user/groups': { kind: 'signedIn', why: 'the caller’s own organisations' },
  'PUT */api/:aam/v1/portal/user/:userId/groups/:groupId/default': { kind: 'signedIn', why: 'the caller’s own default organisation' },
  'PUT */api/:aam/v1/portal/user/:userId/groups/:groupId/roles/:roleId/default': { kind: 'signedIn', why: 'the caller’s own default role' },
  'GET */api/operation-management/v1/user/attribute': { kind: 'signedIn', why: 'avatar and theme shown in the shell' },
  'PUT */api/operation-management/v1/user/attribute/theme': { kind: 'signedIn', why: 'the caller’s own theme (切换主题, theme-look for everyone)' },
  'GET */api/operation-management/v1/message/page': { kind: 'signedIn', why: 'the caller’s own messages' },
  'PUT */api/operation-management/v1/message/read/:id': { kind: 'signedIn', why: 'the caller’s own messages' },
  'DELETE */api/operation-management/v1/message/:id': { kind: 'signedIn', why: 'the caller’s own messages' },
  'POST */api/operation-management/v1/files/upload': { kind: 'signedIn', why: 'image and file fields of any form; the upload itself changes no record' },

  'PUT */api/operation-management/v1/configs/theme': { kind: 'grants', grants: platformSettingsGrants },
  'GET */api/operation-management/v1/application-manage/stat/top10': { kind: 'grants', grants: () => dashboardGrants('/api/operation-management/v1/application-manage/stat/top10') },
  [`GET ${STORAGE}/xg-token`]: storage,
  [`GET ${STORAGE}/user_storage_path`]: storage,
  [`GET ${STORAGE}/accounts`]: { kind: 'grants', grants: () => moduleGrants(STORAGE_MODULE, { scope: 'admin' }) },
  [`GET ${STORAGE}/dir_info`]: storage,
  [`GET ${STORAGE}/view`]: storage,
  [`GET ${STORAGE}/download`]: storage,
  [`POST ${STORAGE}/opt`]: storage,
  [`GET ${STORAGE}/opt`]: storage,
  [`DELETE ${STORAGE}/opt/:id`]: storage,
  [`PUT ${STORAGE}/upload`]: storage,

  [`GET ${OM}/portal/list`]: PORTAL_READ,
  [`GET ${OM}/portal/info`]: PORTAL_READ,
  [`GET ${OM}/portal/page-menu`]: PORTAL_READ,
  [`GET ${OM}/portal/home-page`]: PORTAL_READ,
  [`GET ${OM}/portal/page-config/:pageId`]: PORTAL_READ,
  [`GET ${OM}/portal/external/connect-link`]: PORTAL_READ,
  [`GET ${OM}/application-classify/tree`]: PORTAL_READ,
  [`GET ${OM}/application-classify/industries`]: PORTAL_READ,
  [`GET ${OM}/application-manage/store/display`]: PORTAL_READ,
  [`GET ${OM}/application-manage/market`]: PORTAL_READ,
  [`GET ${OM}/application-manage/cards`]: PORTAL_READ,
  [`GET ${OM}/application-manage/introduction`]: PORTAL_READ,
  [`GET ${OM}/application-manage/icon/:id`]: { kind: 'public', why: 'an application’s picture: <img> cannot send a token, and the catalogue is public (the portal shows it)' },
  // 应用管理 / 应用对接 calls beside their families (handlers/applicationManage.ts, applicationDock.ts).
  [`PUT ${OM}/application-manage/bind/:id/:groupId`]: { kind: 'grants', grants: applicationBindGrants },
  [`GET ${OM}/application-manage/classify`]: { kind: 'grants', grants: applicationFormGrants },
  [`GET ${OM}/application-manage/identifier-list`]: { kind: 'grants', grants: applicationFormGrants },
  [`GET ${OM}/application-manage/set-stat`]: { kind: 'grants', grants: packageStatGrants },
  [`GET ${OM}/application-dock/client-info`]: { kind: 'grants', grants: dockReadGrants },
  [`GET ${OM}/application-dock/url`]: { kind: 'grants', grants: dockReadGrants },
  [`POST ${OM}/workorder/resource/apply`]: { kind: 'public', why: 'the portal’s 资源申请 form: visitors may apply (spec §2.1, no permission check)' },
  'POST */api/sms-api/v1/common/send': SIGN_UP,
  [`POST ${OM}/personal-user/register`]: SIGN_UP,
  [`POST ${OM}/company-info/register`]: SIGN_UP,
  'POST */api/oauth/v1/forget/password': SIGN_UP,
  'POST */api/oauth/v1/sms/code/authorize/token': SIGN_UP,

  [`GET ${OM}/portal/manage/info/page`]: anyTemp,
  [`GET ${OM}/portal/manage/info`]: anyTemp,
  [`POST ${OM}/portal/manage/info`]: tempConfig,
  [`PUT ${OM}/portal/manage/info`]: tempConfig,
  [`DELETE ${OM}/portal/manage/info/:id`]: tempConfig,
  [`POST ${OM}/portal/manage/copy/:id`]: tempConfig,
  [`GET ${OM}/portal/domain/list`]: anyTemp,
  [`GET ${OM}/portal/menu-info/tree`]: anyTemp,
  [`POST ${OM}/portal/menu-info`]: tempMenu,
  [`PUT ${OM}/portal/menu-info/order`]: tempMenu,
  [`PUT ${OM}/portal/menu-info`]: tempMenu,
  [`DELETE ${OM}/portal/menu-info/:id`]: tempMenu,
  [`PUT ${OM}/portal/relation-page/:menuId/:pageId`]: tempMenu,
  [`GET ${OM}/portal/page/list`]: anyTemp,
  [`POST ${OM}/portal/page`]: tempPage,
  [`PUT ${OM}/portal/page`]: tempPage,
  [`DELETE ${OM}/portal/page/:id`]: tempPage,
  [`POST ${OM}/portal/decoration/upload`]: anyTemp,
  [`GET ${OM}/portal/decoration`]: anyTemp,
  [`POST ${OM}/portal/decoration/:pageId`]: tempPage,

  'GET */api/:aam/v1/mgmt/role/list': roles,
  'POST */api/:aam/v1/mgmt/role': roles,
  'PUT */api/:aam/v1/mgmt/role': roles,
  'DELETE */api/:aam/v1/mgmt/role/:id': roles,
  'GET */api/:aam/v1/mgmt/role/:id/permissions': roles,
  'PUT */api/:aam/v1/mgmt/role/:id/permissions': roles,
  'GET */api/:aam/v1/mgmt/permission/tree': roles,
  'GET */api/operation-management/v1/message/unread-count': { kind: 'signedIn', why: 'the unread badge of the shell header: the caller’s own messages' },
  [`GET ${OM}/message/stat`]: wb('wb-message-center'),
  [`GET ${OM}/coin-account/my-account`]: EXPENSE,
  [`PUT ${OM}/coin-account/warn`]: EXPENSE,
  [`GET ${OM}/coin-account/account-bills`]: EXPENSE,
  [`GET ${OM}/coin-account/job-bills`]: EXPENSE,
  [`GET ${OM}/bill/page`]: EXPENSE,
  [`GET ${OM}/bill/export`]: EXPENSE,
  [`GET ${OM}/bill/:id`]: EXPENSE,
  [`PUT ${OM}/bill/settle/:id`]: EXPENSE,
  [`GET ${OM}/purchase-record/packages`]: EXPENSE,
  [`POST ${OM}/purchase-record/summary`]: EXPENSE,
  [`POST ${OM}/purchase-record/buy`]: EXPENSE,
  [`POST ${OM}/purchase-record/pay`]: EXPENSE,
  [`GET ${OM}/purchase-record/account/page`]: EXPENSE,
  [`GET ${OM}/purchase-record/account/export`]: EXPENSE,
  [`GET ${OM}/purchase-record/buy/top10`]: EXPENSE,
  [`GET ${OM}/purchase-record/customer/page`]: PURCHASE_OPERATOR('list'),
  [`GET ${OM}/purchase-record/customer/export`]: PURCHASE_OPERATOR('export'),
  [`GET ${OM}/purchase-record/partner/page`]: PURCHASE_OPERATOR('list'),
  [`GET ${OM}/purchase-record/partner/export`]: PURCHASE_OPERATOR('export'),
  [`GET ${OM}/purchase-record/stats`]: PURCHASE_OPERATOR('summary'),
  [`PUT ${OM}/purchase-record/cancel`]: PURCHASE_OWNER_OR_OPERATOR('PUT cancel'),
  [`GET ${OM}/purchase-record/:id`]: PURCHASE_OWNER_OR_OPERATOR('get'),
  [`GET ${OM}/coin-account/account-info`]: RECHARGE,
  [`GET ${OM}/coin-account/invest/page`]: RECHARGE,
  [`POST ${OM}/coin-account/invest`]: RECHARGE,
  [`POST ${OM}/pay`]: RECHARGE,
  [`GET ${OM}/pay/result`]: RECHARGE,
  [`PUT ${OM}/coin-account/cancel`]: RECHARGE,
  [`POST ${OM}/coin-account/invest/pay1`]: RECHARGE,
  [`POST ${OM}/coin-account/invest/pay2`]: RECHARGE,
  [`GET ${OM}/coin-account/pay-result`]: RECHARGE,
  // The overview statistics: account-stat is the workbench 概览's source; the platform's money, 费用管理's codes (handlers/overviewStats.ts).
  [`GET ${OM}/account-stat`]: { kind: 'grants', grants: () => dashboardGrants('/api/operation-management/v1/account-stat') },
  [`GET ${OM}/platform-should-money`]: cost('bill-manage', 'list'),
  [`GET ${OM}/platform-real-owe-money`]: cost('coin-account', 'list'),
  [`GET ${OM}/allocation-bill-stat`]: cost('bill-manage', 'list'),
  [`GET ${OM}/user-invest-stat`]: cost('coin-account', 'list'),
  [`GET ${OM}/set-surplus`]: cost('cost-set-surplus', 'get'),
  [`POST ${OM}/custom-set-surplus`]: cost('cost-set-surplus', 'update'),
  [`GET ${OM}/cost-set-surplus/data/app/:id`]: cost('cost-set-surplus', 'list'),
  [`GET ${OM}/coin-account/debt-setting`]: cost('coin-account', 'get'),
  [`PUT ${OM}/coin-account/debt-setting`]: cost('coin-account', 'update'),
  [`GET ${OM}/application-manage/my-apps`]: MY_APP,
  [`GET ${OM}/app-start/apps`]: wb('wb-start-app'),
  [`PUT ${OM}/application-manage/use-count/:id`]: MY_APP,
  [`PUT ${OM}/application-workorder/subscription/unsubscription`]: MY_APP,
  [`GET ${OM}/application-workorder/check-permission`]: START,
  [`GET ${OM}/starlight/desktop/url`]: MY_APP,
  [`GET ${OM}/starlight/app/forms`]: START,
  [`POST ${OM}/app-start/apply`]: START,
  [`GET ${OM}/app-start/page`]: JOB,
  [`GET ${OM}/app-start/:id`]: JOB,
  [`PUT ${OM}/app-start/cancel/:id`]: JOB,
  [`GET ${OM}/application-manage/application-stat`]: STATS,
  [`GET ${OM}/starlight/cpu-hour/curve`]: STATS,
  [`POST ${OM}/workorder/page`]: WORK,
  [`POST ${OM}/workorder/create`]: WORK,
  [`POST ${OM}/workorder/confirm`]: WORK,
  [`GET ${OM}/workorder/export`]: WORK,
  [`GET ${OM}/workorder/detail`]: WORK,
  [`GET ${OM}/industry-module/info`]: wb('wb-platform'),
  [`GET ${OM}/coin-account/page`]: cost('coin-account', 'list'),
  [`GET ${OM}/coin-account/export`]: cost('coin-account', 'export'),
  [`PUT ${OM}/coin-account/coin-switch/:id/:value`]: cost('coin-account', 'status'),
  [`GET ${OM}/bill-manage/page`]: cost('bill-manage', 'list'),
  [`GET ${OM}/bill-manage/export`]: cost('bill-manage', 'export'),
  [`GET ${OM}/bill-manage/:id`]: cost('bill-manage', 'get'),
  [`PUT ${OM}/bill-manage/settle/:id`]: cost('bill-manage', 'PUT settle/{id}'),
  [`GET ${OM}/job-cost/page`]: cost('job-cost', 'list'),
  [`GET ${OM}/job-cost/export`]: cost('job-cost', 'export'),
  [`GET ${OM}/coin-account/manage-invest/customers`]: wb('cost-recharge'),
  [`GET ${OM}/coin-account/manage-invest/page`]: wb('cost-recharge'),
  [`POST ${OM}/coin-account/manage-invest`]: wb('cost-recharge'),
  [`GET ${OM}/cost-set-surplus/page`]: cost('cost-set-surplus', 'list'),
  [`GET ${OM}/cost-set-surplus/export`]: cost('cost-set-surplus', 'export'),
  [`GET ${OM}/resource-manage/stat`]: wb('resource-stat'),
  [`GET ${OM}/resource-manage/consume-time/page`]: wb('consume-time'),
  [`GET ${OM}/resource-manage/consume-time/export`]: wb('consume-time'),
  [`GET ${OM}/operation-guide/data`]: { kind: 'signedIn', why: 'the operation guide every signed-in user reads (workbench 操作指南, noCheck)' },
  [`PUT ${OM}/operation-guide/data`]: wb('manual-temp'),
  [`GET ${OM}/operation-guide/chunk-file`]: wb('manual-temp'),
  [`POST ${OM}/operation-guide/chunk-file`]: wb('manual-temp'),
  [`GET ${OM}/geoai/task-type`]: wb('geoai-video'),
  [`GET ${OM}/geoai/video/tasks`]: wb('geoai-video'),
  [`GET ${OM}/geoai/video/list`]: wb('geoai-video'),
  [`GET ${OM}/geoai/video/chunk-upload`]: wb('geoai-video'),
  [`POST ${OM}/geoai/video/chunk-upload`]: wb('geoai-video'),
  [`DELETE ${OM}/geoai/video/:id`]: wb('geoai-video'),
  'GET */api/:aam/v1/mgmt/user/page': wb('org-user-config'),
  'GET */api/:aam/v1/mgmt/user/options': wb('org-user-config'),
  'POST */api/:aam/v1/mgmt/user': wb('org-user-config'),
  'PUT */api/:aam/v1/mgmt/user/:id': wb('org-user-config'),
  'PUT */api/:aam/v1/mgmt/user/:id/status/:value': wb('org-user-config'),
  'PUT */api/:aam/v1/mgmt/user/:id/password': wb('org-user-config'),
  'PUT */api/:aam/v1/mgmt/user/:id/assign': wb('org-user-config'),
  'GET */api/:aam/v1/mgmt/groups/government/:id': wb('org-organ-management'),
  'GET */api/:aam/v1/mgmt/groups/enterprise/:id': wb('org-organ-management'),
  'GET */api/:aam/v1/portal/user/profile': wb('org-personal'),
  'GET */api/:aam/v1/mgmt/groups/tree-members': wb('org-micro-org'),
  'POST */api/:aam/v1/mgmt/groups': wb('org-organ-management'),
  'PUT */api/:aam/v1/mgmt/groups/:id': wb('org-organ-management'),
  'DELETE */api/:aam/v1/mgmt/groups/:id': wb('org-organ-management'),
  'PUT */api/:aam/v1/portal/user/info': wb('org-personal'),
  [`PUT ${OM}/user/attribute/avatar`]: wb('org-personal'),
  [`GET ${OM}/starlight/account/resources`]: wb('org-resource-accounts'),
  [`GET ${OM}/subcenter/group/:groupId`]: { kind: 'grants', grants: () => pagePermissions.look('platform-manage/organization/subcenter-message') },

  // Issue 35, the remaining spec calls of 7.1 and the small 7.2 families.
  [`GET ${OM}/provinces`]: REGIONS,
  [`GET ${OM}/cities`]: REGIONS,
  [`GET ${OM}/areas`]: REGIONS,
  [`GET ${OM}/area-tree`]: REGIONS,
  'GET */api/:aam/v1/portal/user/roles': { kind: 'signedIn', why: 'the caller’s own roles in one of its organisations' },
  'GET */api/:aam/v1/portal/user/default': { kind: 'signedIn', why: 'whether the caller has a default organisation and role' },
  'GET */api/:aam/v1/user/repeat/check': { kind: 'public', why: 'sign-up asks whether a company name is taken before any session; account and phone checks need a user manager (checked in the handler)' },
  'GET */api/oauth/v1/client/link': { kind: 'signedIn', why: 'a launch link carrying a one-time code for the caller' },
  'POST */api/sms-api/v1/ali/sms': { kind: 'grants', grants: platformSettingsGrants },
  'GET */api/sms-api/v1/tencent/sms': { kind: 'grants', grants: platformSettingsGrants },
  [`GET ${OM}/company/info/:id`]: { kind: 'grants', grants: () => familyGrants(COMPANY).verbs.get ?? [] },
  [`POST ${OM}/company-info/permit/upload/:id`]: { kind: 'grants', grants: () => familyGrants(COMPANY).verbs.update ?? [] },
  [`GET ${OM}/company-info/permit/download/:id`]: { kind: 'grants', grants: () => familyGrants(COMPANY).verbs.get ?? [] },
  [`POST ${OM}/user/feedback`]: { kind: 'signedIn', why: 'any user writes feedback (意见反馈); it is stored under their own account' },
  [`PUT ${OM}/user/feedback`]: { kind: 'signedIn', why: 'the caller’s own feedback, while unhandled' },
  [`GET ${OM}/user/scope-groups`]: { kind: 'signedIn', why: 'the organisations of the caller’s own scope' },
  [`GET ${OM}/warn-rule/page`]: { kind: 'grants', grants: platformSettingsGrants },
  [`GET ${OM}/customer-contract/warning-rule`]: { kind: 'grants', grants: () => familyGrants(`${OM_BASE}/customer-contract`).verbs.list ?? [] },
  [`GET ${OM}/manual-template/page`]: wb('manual-temp'),
  [`GET ${OM}/starlight/api/account/valid`]: EXTERNAL,
  [`GET ${OM}/starlight/api/count-application`]: EXTERNAL,
  [`GET ${OM}/starlight/api/partition/params`]: EXTERNAL,
  [`GET ${OM}/starlight/api/:resource`]: EXTERNAL,
  [`POST ${OM}/starlight/api/:resource`]: EXTERNAL,
  [`PUT ${OM}/starlight/api/:resource`]: EXTERNAL,
  [`DELETE ${OM}/starlight/api/:resource/:id`]: EXTERNAL,
  'POST */api/local-upload/v1/chunk': wb('geoai-video'),
  [`GET ${STORAGE}/opt/:id`]: { kind: 'public', why: 'the progress socket authenticates by its xg-token query (a WebSocket sends no header); over plain HTTP it only refuses (400) saying how to connect' },
};
