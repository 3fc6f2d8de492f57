/**
 * The routes of docs/behaviour §2.3, written from the spec text (not from schemas/menu.json) so the menu
 * test fails when the JSON loses or renames one. Where the spec names a page without a path
 * segment ("purchase package", "app audit and its sub-centre variant") the segment is the
 * project's choice and is marked.
 */
const workbench = [
  'application-center',
  'my-app',
  'start-app',
  'application-statistics',
  'resource-stat',
  'job-detail',
  'storage-manage',
  'work-manage',
  'message-center',
].map((page) => `/application-admin/${page}`);

const expenseCentre = [
  'my-account',
  'record-detail',
  'work-page',
  'my-order',
  'my-order-detail',
  'my-bill',
  'my-bill-detail',
  'account-recharge',
  'purchase-package', // "purchase package"
].map((page) => `/application-admin/expense-center/${page}`);

const platformCategories = [
  'gov',
  'tool',
  'intel',
  'medicine',
  'treatment',
  'geo',
  'creativity',
  'manufacturing',
  'serve',
  'partner',
].map((cat) => `/platform/${cat}`);

const group = (base: string, pages: string[]) => pages.map((page) => `${base}/${page}`);

const operationCentre = [
  ...group('/operation-center/customer', [
    'customer-info',
    'customer-visit',
    'customer-contract',
    'customer-resource',
    'customer-resource-detail',
    'customer-appMange',
    'customer-recharge',
    'customer-recharge-record',
    'customer-order',
    'customer-order-record',
    'customer-bill',
    'customer-bill-record',
  ]),
  ...group('/operation-center/partner', ['partner-reconciliation', 'partner-reconciliation-record']),
  ...group('/operation-center/activity', ['activity-special', 'activity-industry', 'activity-forum', 'activity-enterprise']),
  ...group('/operation-center/site', ['site-look', 'site-manage', 'site-config']),
  ...group('/operation-center/assets', ['equip-manage', 'equip-borrow', 'equip-inspection']),
  ...group('/operation-center/operation-personnel', ['ledger', 'post']),
];

const platformManage = [
  ...group('/platform-manage/application', [
    'application-information',
    'application-detail',
    'app-group',
    'app-category',
    'app-package',
    'app-package-detail',
    'app-specification',
    'app-specification-detail',
    'app-dock',
    'app-stat',
    'app-detail',
    'app-serve',
  ]),
  ...group('/platform-manage/organization', [
    'subcenter-message',
    'partner-management',
    'serve-information',
    'personal-user',
    'user-config',
    'organ-management',
    'micro-org',
    'account-management',
    'role',
    'personal',
    'resource',
  ]),
  ...group('/platform-manage/work-order', [
    'app-manage',
    'appdock-manage',
    'app-audit', // "app audit"
    'app-audit_subcenter', // "its sub-centre variant", named like resource-apply_subcenter
    'resource-apply',
    'resource-apply_subcenter',
    'resource-manage',
    'service-manage',
    'user-feedback',
  ]),
  ...group('/platform-manage/cost-manage', [
    'virtual-coin',
    'coin-recharge',
    'order-management',
    'order-management-detail',
    'bill-management',
    'bill-management-detail',
    'work-page',
  ]),
  ...group('/platform-manage/resource-manage', ['resourceM-stat', 'resourceM-stat2', 'resource-detail', 'cluster-part', 'consume-time']),
  '/platform-manage/storageM',
  '/platform-manage/industrial-enabling-manage',
  '/platform-manage/billing-management/time-micro',
  '/platform-manage/billing-management/time-micro-detail', // "plus a detail page"
  ...group('/platform-manage/portal-temp', ['temp-config', 'temp-menu', 'temp-page']),
  ...group('/platform-manage/system-manage', ['manual-temp', 'expense-strategy', 'constant-manage']),
];

/** Stand-alone back-stage routes of §2.3's first paragraph. */
const standAlone = ['/backstage', '/backstage/recharge', '/account-recharge'];

export const SPEC_ROUTES = {
  workbench: [...workbench, ...expenseCentre],
  platform: platformCategories,
  operationCentre,
  platformManage,
  standAlone,
} as const;

export const ALL_SPEC_ROUTES: readonly string[] = Object.values(SPEC_ROUTES).flat();

/** Entries the spec marks hidden (§2.3). */
export const SPEC_HIDDEN = [
  '/application-admin/job-detail',
  '/application-admin/expense-center/my-order-detail',
  '/application-admin/expense-center/my-bill-detail',
  '/application-admin/expense-center/account-recharge',
  '/platform-manage/application/app-detail',
  '/platform-manage/organization/personal',
  '/platform-manage/resource-manage/cluster-part',
  '/platform-manage/system-manage/constant-manage',
];

/** Entries the spec marks "no check" (§2.3). */
export const SPEC_NO_CHECK = ['/application-admin/job-detail', '/platform-manage/application/app-detail', '/backstage/recharge', '/account-recharge'];

/** The named codes of §2.3 and §6 that must sit on a menu entry. */
export const SPEC_CODES = [
  'application-admin', // §4 admin level reads it from the menu tree codes
  'platform-look',
  'work-app-look',
  'work-resource-look',
  'work-serve-look',
  'organM-look',
  'accountM-look',
  'roleM-look',
  'userConfig-look',
  'constant-manage',
  'account-recharge',
  'person-look',
];
