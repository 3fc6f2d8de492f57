/**
 * Hand-written: each demo role's permission codes are a deliberate grant (what an operator, a sub-centre or a customer may do), read by the delegation and permission tests.
 *
 * Permission codes of the demo roles (docs/design.md §6), derived from the shipped menu
 * (schemas/menu.json) so a code added to or renamed in the menu reaches the mocks without a
 * second list to keep in step. Only the codes that are not menu entries are written out here.
 */
import { findMenuEntry, menuCodes, walkMenu } from '../../../src/core/menu/menuTree';
import type { PermissionTreeNode } from '../../../src/core/menu/permissionTree';
import generated from '../../../schemas/generated/permission-tree.json' with { type: 'json' };
import { pageActionCodes } from '../../crud/actionCodes';

export type DemoRole = 'platformAdmin' | 'subcenterStaff' | 'enterprise' | 'personal' | 'partner' | 'operations' | 'none';

/** Codes named in docs/behaviour §6. Most are menu codes too; the checks below keep both in agreement. */
export const PERMISSION_CODES = {
  applicationAdmin: 'application-admin',
  operateM: 'operateM',
  personLook: 'person-look',
  accountResourceLook: 'account-resource-look',
  organChange: 'organ-change',
  themeLook: 'theme-look',
  platformLook: 'platform-look',
  workAppLook: 'work-app-look',
  workResourceLook: 'work-resource-look',
  workServeLook: 'work-serve-look',
  organMLook: 'organM-look',
  accountMLook: 'accountM-look',
  roleMLook: 'roleM-look',
  userConfigLook: 'userConfig-look',
  constantManage: 'constant-manage',
  accountRecharge: 'account-recharge',
} as const;

const P = PERMISSION_CODES;

/**
 * Codes that gate something other than a menu page: the platform switcher (operateM),
 * switch organisation and switch theme. The user menu's resource accounts item shares
 * account-resource-look with the HPC 账号 menu page, so that code is a menu code.
 */
export const NON_MENU_CODES: readonly string[] = [P.operateM, P.organChange, P.themeLook];

// The generator is the file's one writer and writes this shape.
const PERMISSION_TREE = (generated as unknown as { tree: PermissionTreeNode[] }).tree;

function treeCodes(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.code, ...node.childrens.map((a) => a.code), ...treeCodes(node.children)]);
}

/**
 * Every code the platform knows: the menu's, the non-menu ones of §6, the generated pages' action
 * codes, then the permission tree's own (超算云平台, its 前台 and 后台 modules, 运营管理).
 */
export const ALL_PERMISSION_CODES: readonly string[] = [...new Set([...menuCodes(), ...Object.values(P), ...NON_MENU_CODES, ...pageActionCodes(), ...treeCodes(PERMISSION_TREE)])];

/**
 * `codes` with the tree's labelled levels above any of them (超算云平台, 运营管理, 后台 and its
 * 组织管理): the codes the permission-tree editor saves with them, as their nodes are partly
 * checked. They gate no page; a role editor needs them to grant what lies below. Menu groups
 * above a code are not added: they open menu entries, and each role lists those it shows.
 */
function withTreeLevels(codes: readonly string[]): string[] {
  const held = new Set(codes);
  const menu = new Set(menuCodes());
  const levels = new Set<string>();
  const visit = (node: PermissionTreeNode, above: readonly string[]) => {
    if (held.has(node.code) || node.childrens.some((a) => held.has(a.code))) for (const code of above) levels.add(code);
    const here = menu.has(node.code) ? above : [...above, node.code];
    for (const child of node.children) visit(child, here);
  };
  for (const node of PERMISSION_TREE) visit(node, []);
  return unique([...codes, ...treeCodes(PERMISSION_TREE).filter((code) => levels.has(code))]);
}

/** Codes of the node at `path` and everything below it, except the subtrees under `except`. */
function codesUnder(path: string, except: readonly string[] = []): string[] {
  const root = findMenuEntry(path);
  if (!root) throw new Error(`菜单中没有 ${path}`);
  const skipped = (candidate: string) => except.some((cut) => candidate === cut || candidate.startsWith(`${cut}/`));
  return walkMenu([root.node])
    .filter(({ node }) => !skipped(node.path))
    .flatMap(({ node }) => (node.code ? [node.code] : []));
}

/** Codes of these pages and of every group above them, so the side menu can show them. */
function pagesWithGroups(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const entry = findMenuEntry(path);
    if (!entry) throw new Error(`菜单中没有 ${path}`);
    return [...entry.ancestors, entry.node].flatMap((node) => (node.code ? [node.code] : []));
  });
}

const unique = (codes: readonly string[]): string[] => [...new Set(codes)];

const WORKBENCH = '/application-admin';
const EXPENSE_CENTRE = '/application-admin/expense-center';
/** 行业赋能: the ten /platform category pages customers browse (docs/behaviour §2.3; issue 20). */
const INDUSTRY = '/platform';
/** Everyone who signs in may see their personal centre, their resource accounts and change the theme. */
const SELF_SERVICE = [P.personLook, P.accountResourceLook, P.themeLook];

/**
 * The management-centre pages a sub-centre works with: the sub-centre variants of the audit,
 * resource-application and statistics pages, and the user management of its own organisation.
 * Their platform-wide counterparts (app-audit, resource-apply, resourceM-stat, the sub-centre
 * list itself) stay with the platform administrator.
 */
const SUBCENTRE_PAGES = [
  '/platform-manage/work-order/app-audit_subcenter',
  '/platform-manage/work-order/resource-apply_subcenter',
  '/platform-manage/work-order/service-manage',
  '/platform-manage/resource-manage/resourceM-stat2',
  '/platform-manage/resource-manage/resource-detail',
  '/platform-manage/resource-manage/consume-time',
  '/platform-manage/organization/serve-information',
  '/platform-manage/organization/personal-user',
  '/platform-manage/organization/user-config',
  '/platform-manage/organization/organ-management',
  '/platform-manage/organization/account-management',
  '/platform-manage/organization/role',
  '/platform-manage/organization/personal',
] as const;

/** Workbench pages over the user's own records (their messages, their work orders): whoever sees one may use its actions. */
const OWN_RECORD_ACTIONS = ['application-admin/message-center', 'application-admin/work-manage'].flatMap((page) => pageActionCodes(page));

/** 我的账单's 导出 and 结清: the enterprise customer's own bills, with the expense centre. */
const EXPENSE_ACTIONS = pageActionCodes('application-admin/expense-center/my-bill');

const PARTNER_PAGES = [
  '/operation-center/partner/partner-reconciliation',
  '/operation-center/partner/partner-reconciliation-record',
] as const;

/** Each role's codes with the permission tree's labelled levels above them (withTreeLevels). */
export const ROLE_PERMISSIONS: Record<DemoRole, readonly string[]> = {
  // "every permission code", the tree's 前台 and 后台 modules included, so the administrator can
  // grant them (docs/design.md §6); application-admin makes the admin level 1 (docs/behaviour §4).
  platformAdmin: ALL_PERMISSION_CODES,
  subcenterStaff: withTreeLevels([
    ...codesUnder(WORKBENCH, [EXPENSE_CENTRE]), ...pagesWithGroups(SUBCENTRE_PAGES),
    // A sub-centre reviews its own audits, resource requests and service orders (审核, 导出).
    ...pageActionCodes('platform-manage/work-order/app-audit_subcenter'), ...pageActionCodes('platform-manage/work-order/resource-apply_subcenter'),
    ...pageActionCodes('platform-manage/work-order/service-manage'),
    ...OWN_RECORD_ACTIONS, ...SELF_SERVICE, P.organChange, P.operateM,
  ]),
  // The whole workbench including the expense centre and its recharge page, and the industry pages.
  enterprise: withTreeLevels([...codesUnder(WORKBENCH), ...OWN_RECORD_ACTIONS, ...EXPENSE_ACTIONS, ...codesUnder(INDUSTRY), P.accountRecharge, ...SELF_SERVICE, P.organChange]),
  // The workbench without the expense centre, and the industry pages; a personal user belongs to no organisation to switch.
  personal: withTreeLevels([...codesUnder(WORKBENCH, [EXPENSE_CENTRE]), ...OWN_RECORD_ACTIONS, ...codesUnder(INDUSTRY), ...SELF_SERVICE]),
  // Partner reconciliation only, reached through the management centre.
  partner: withTreeLevels([...pagesWithGroups(PARTNER_PAGES), P.personLook, P.themeLook, P.organChange, P.operateM]),
  // The whole operation centre.
  operations: withTreeLevels([...codesUnder('/operation-center'), ...pageActionCodes('operation-center/'), P.personLook, P.themeLook, P.organChange, P.operateM]),
  none: [],
};
