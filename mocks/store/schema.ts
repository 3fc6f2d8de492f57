import type { CollectionDefinition } from './definition';
import { hpcJobsDefinition, type HpcJobRecord } from './seeds/hpcJobs';
import { hpcAccountsDefinition, type HpcAccountRecord } from './seeds/hpcAccounts';
import {
  organizationsDefinition, orgMembershipsDefinition, type OrganizationRecord, type OrgMembershipRecord,
} from './seeds/organizations';
import { rolesDefinition, type RoleRecord } from './seeds/roles';
import { sessionsDefinition, type SessionRecord } from './seeds/sessions';
import { portalDecorationsDefinition, type PortalDecorationRecord } from './seeds/portalDecorations';
import { smsCodesDefinition, type SmsCodeRecord } from './seeds/portalSms';
import { smsOutboxDefinition, type SmsOutboxRecord } from './seeds/smsOutbox';
import { abuseCountersDefinition, type AbuseCounterRecord } from './seeds/abuseLimits';
import { uploadsDefinition, type UploadRecord } from './seeds/uploads';
import type { UserAttributeRecord } from '../handlers/theme';
import { usersDefinition, type UserRecord } from './seeds/users';
import {
  expenseBillsDefinition, expenseOrdersDefinition, ledgerDefinition, manageInvestsDefinition, rechargesDefinition,
  type BillRecord, type LedgerRecord, type OrderRecord, type RechargeRecord,
} from './seeds/expenseLedger';
import { appJobsDefinition, type AppJobRecord, type AppSubscriptionRecord } from './seeds/workbench';
import type { AccountSettingRecord } from '../handlers/expense';
import type { CoinAccountRecord } from '../handlers/expenseBook';
import type { CoinControlRecord, SurplusWarnRecord } from '../handlers/costManage';
import type { ManageInvestRecord } from '../handlers/costRecharge';
import { storeSeed } from '../crud/storeSeeds';
import type { StorageFsRecord, StorageRecord } from '../storage/seed/storageFsRecord';
import { storageFsDefinition } from '../storage/seed/storageFsSeed';
import { storageRecordsDefinition } from '../storage/seed/storageRecordsSeed';
import type { CrudRecord } from '../crud/crudRecord';
import { crudCollectionDefinitions, type CrudCollectionName } from '../crud/crudCollections';

/** Record type of every collection of the mock database, by name. */
export interface MockCollections {
  users: UserRecord;
  /** Roles and their permission codes (what a caller may do is read from here). */
  roles: RoleRecord;
  sessions: SessionRecord;
  userAttributes: UserAttributeRecord;
  hpcAccounts: HpcAccountRecord;
  /** Batch jobs of the HPC accounts (workbench overview). */
  hpcJobs: HpcJobRecord;
  /** The users' platform accounts (balance). */
  coinAccounts: CoinAccountRecord;
  organizations: OrganizationRecord;
  orgMemberships: OrgMembershipRecord;
  /** Virtual file system per HPC account (mocks/storage). */
  storageFs: StorageFsRecord;
  storageRecords: StorageRecord;
  /** Files uploaded through image and file form fields (mocks/handlers/files.ts). */
  uploads: UploadRecord;
  /** Decorations of the portals' template pages (crud.portal-page), by page id (mocks/handlers/portalPages.ts). */
  portalDecorations: PortalDecorationRecord;
  /** Verification codes sent by SMS (register, SMS sign-in, forgotten password). */
  smsCodes: SmsCodeRecord;
  /** Messages sent straight through an SMS provider (mocks/handlers/smsProviders.ts). */
  smsOutbox: SmsOutboxRecord;
  /** The external platform's records behind the starlight proxy (mocks/handlers/externalProxy.ts). */
  /** Failed sign-ins and anonymous applications counted by the abuse limits (mocks/handlers/abuseLimits.ts). */
  abuseCounters: AbuseCounterRecord;
  /** The expense centre's ledger in fen, and the orders, bills and recharges it settles (mocks/handlers/expense*.ts). */
  ledger: LedgerRecord;
  expenseOrders: OrderRecord;
  expenseBills: BillRecord;
  recharges: RechargeRecord;
  /** The workbench: subscribed apps, jobs started through 应用运行, work orders (mocks/handlers/workbench*.ts). */
  appSubscriptions: AppSubscriptionRecord;
  appJobs: AppJobRecord;
  accountSettings: AccountSettingRecord;
  /** 费用管理: operator settings of coin accounts and operator recharges (mocks/handlers/cost*.ts). */
  coinControls: CoinControlRecord;
  manageInvests: ManageInvestRecord;
  surplusWarns: SurplusWarnRecord;
  /** One collection per entity of schemas/entities, served by the generated CRUD handlers (mocks/crud). */
  [entity: CrudCollectionName]: CrudRecord;
}

export type CollectionName = keyof MockCollections;

/** The seeder registry: the mapped type makes a missing definition a compile error. */
export const collectionDefinitions: { [K in CollectionName]: CollectionDefinition<MockCollections[K]> } = {
  users: usersDefinition,
  roles: rolesDefinition,
  sessions: sessionsDefinition,
  userAttributes: storeSeed('userAttributes'),
  hpcAccounts: hpcAccountsDefinition,
  hpcJobs: hpcJobsDefinition,
  // Seeded from the entities that declare them (x-seed-store): user-balance, coin-control, surplus-warn,
  // app-subscription, account-setting, user-attribute.
  coinAccounts: storeSeed('coinAccounts'),
  organizations: organizationsDefinition,
  orgMemberships: orgMembershipsDefinition,
  storageFs: storageFsDefinition,
  storageRecords: storageRecordsDefinition,
  uploads: uploadsDefinition,
  portalDecorations: portalDecorationsDefinition,
  smsCodes: smsCodesDefinition,
  smsOutbox: smsOutboxDefinition,
  abuseCounters: abuseCountersDefinition,
  ledger: ledgerDefinition,
  expenseOrders: expenseOrdersDefinition,
  expenseBills: expenseBillsDefinition,
  recharges: rechargesDefinition,
  appSubscriptions: storeSeed('appSubscriptions'),
  appJobs: appJobsDefinition,
  accountSettings: storeSeed('accountSettings'),
  coinControls: storeSeed('coinControls'),
  manageInvests: manageInvestsDefinition,
  surplusWarns: storeSeed('surplusWarns'),
  ...crudCollectionDefinitions,
};
