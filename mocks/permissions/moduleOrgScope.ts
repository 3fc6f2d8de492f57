/**
 * How the reads of each hand-written module (and dashboard source) stand to the organisation
 * scope (mocks/README.md "Organisation scope"); the generated CRUD families say it with their
 * entity's `x-org-field`. One of:
 *
 *   own           the caller's own data only (its account, jobs, files, messages…): nobody else's
 *   platformWide  the same for every reader, with the reason
 *   scoped        another organisation's rows are left out for a caller who is not a platform
 *                 administrator; `reads` are the calls that list them and where each row names
 *                 its organisation
 *
 * tests/contract/orgScope.test.ts signs in as the sub-centre account and fails on a module or
 * dashboard it can open that is not listed here, and on a row of a scoped read outside its scope.
 */
import { db } from '../store/db';

export interface OrgScopedRead {
  /** GET path the module's page calls. */
  path: string;
  query?: Readonly<Record<string, string>>;
  /** Dot path of the rows in the answer. */
  records: string;
  /** Rows nest their children here (a tree): every node is a row. */
  children?: string;
  /** The row's organisation field (default "groupId"). */
  orgField?: string;
  /** The row's organisation when the row does not carry it, read from the store. */
  orgOf?: (row: Readonly<Record<string, unknown>>) => unknown;
}

export type ModuleOrgScope =
  | { kind: 'own'; why: string }
  | { kind: 'platformWide'; why: string }
  | { kind: 'scoped'; reads: readonly OrgScopedRead[] };

const AAM = '/api/aam/v1';
const OM = '/api/operation-management/v1';
const own = (why: string): ModuleOrgScope => ({ kind: 'own', why });

/** By module name (a module page's `module`). */
export const MODULE_ORG_SCOPE: Readonly<Record<string, ModuleOrgScope>> = {
  'wb-recharge': own('充值：调用者自己的账户与充值记录'),
  'wb-start-app': own('应用运行：调用者自己可用的应用与自己的作业'),
  'storage-browser': own('存储管理：调用者自己的 HPC 账号的文件；全部账号只对管理中心的存储管理（平台管理员）开放'),
  'org-personal': own('个人中心：调用者自己的资料'),
  'role-permissions': {
    kind: 'scoped',
    // A role's organisation is its owner's, kept in the store (roles without one are the platform's).
    reads: [{ path: `${AAM}/mgmt/role/list`, records: 'data', orgOf: (row) => (db.collection('roles').get(String(row.id)) as { groupId?: string } | undefined)?.groupId || '1001' }],
  },
};

/** By read path: a dashboard page's `source`, a block page's reads (`sources`, resolved to paths). */
export const DASHBOARD_ORG_SCOPE: Readonly<Record<string, ModuleOrgScope>> = {
  [`${OM}/account-stat`]: own('工作台概览（account-stat）：调用者自己的作业、核时、存储与余额'),
  [`${OM}/starlight/cpu-hour/curve`]: own('资源统计：调用者自己的作业的每日核时'),
  [`${OM}/application-manage/application-stat`]: own('应用统计：调用者自己的作业按应用汇总'),
  [`${OM}/app-start/{id}`]: own('作业详情：调用者自己的作业（地址中的 ?id=）'),
  [`${OM}/application-manage/my-apps`]: own('我的应用：调用者自己订阅的应用'),
  [`${OM}/operation-guide/data`]: { kind: 'platformWide', why: '操作指南：平台发布的同一份指南，每个登录用户都读取' },
  [`${OM}/industry-module/info`]: { kind: 'platformWide', why: '行业赋能：各行业的介绍、方案、案例与上架应用，对每位读者相同' },
  [`${OM}/resource-manage/stat`]: {
    kind: 'scoped',
    reads: [
      { path: `${OM}/resource-manage/stat`, query: { scope: 'subcenter' }, records: 'data.records' },
      { path: `${OM}/resource-manage/stat`, query: { scope: 'enterprise' }, records: 'data.records' },
    ],
  },
};
