import type { RequestHandler, WebSocketHandler } from 'msw';
import { faultHandler } from '../faults/faultHandler';
import { storageProgressHandler } from '../ws/storageProgress';
import { userEventsHandler } from '../ws/userEvents';
import { storageHandlers } from '../storage/handlers';
import { crudHandlers } from '../crud';
import { recordsHandlers } from '../crud/recordReads';
import { costManageHandlers } from './costManage';
import { costRechargeHandlers } from './costRecharge';
import { accountHandlers } from './account';
import { applicationDockHandlers } from './applicationDock';
import { applicationIconHandlers } from './applicationIcon';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { expenseHandlers } from './expense';
import { industryModuleHandlers } from './industryModules';
import { paymentHandlers } from './payment';
import { purchaseRecordHandlers } from './purchaseRecords';
import { workbenchAppHandlers } from './workbenchApps';
import { jobTemplateHandlers } from './jobTemplates';
import { jobLogHandlers } from './jobLog';
import { createAggregateHandlers } from '../crud/aggregateReads';
import { createComputedHandlers } from '../crud/computedReads';
import { aggregateRegistry } from './rowSources';
import { organizationHandlers } from './organization';
import { orgGroupHandlers } from './orgGroups';
import { orgUserHandlers } from './orgUsers';
import { personalCentreHandlers } from './personalCentre';
import { portalHandlers } from './portal';
import { portalManageHandlers } from './portalManage';
import { roleHandlers } from './roles';
import { permissionTreeHandlers } from './permissionTree';
import { portalMenuHandlers } from './portalMenus';
import { portalPageHandlers } from './portalPages';
import { signUpHandlers } from './portalSignUp';
import { portalWorkorderHandlers } from './portalWorkorder';
import { smsHandlers } from './sms';
import { systemHandlers } from './system';
import { themeHandlers } from './theme';
import { geoaiVideoHandlers } from './geoaiVideos';
import { operationGuideHandlers } from './operationGuide';
import { accountCheckHandlers } from './accountChecks';
import { clientLinkHandlers } from './clientLink';
import { companyPermitHandlers } from './companyPermit';
import { externalProxyHandlers } from './externalProxy';
import { regionHandlers } from './regions';
import { smsProviderHandlers } from './smsProviders';
import { storageSocketHandshakeHandlers } from './storageSocketHandshake';
import { groupMemberHandlers } from './groupMembers';
import { warnRuleHandlers } from './warnRules';

/** Every mock handler; the fault handler must stay first so injected faults win. */
export const handlers: (RequestHandler | WebSocketHandler)[] = [
  faultHandler,
  ...systemHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...storageHandlers,
  ...organizationHandlers,
  ...orgUserHandlers,
  ...orgGroupHandlers,
  ...personalCentreHandlers,
  ...themeHandlers,
  ...fileHandlers,
  ...portalHandlers,
  // Declared records reads (the portal's catalogue…): fixed paths, before the families' `{id}` routes.
  ...recordsHandlers,
  ...applicationIconHandlers,
  ...applicationDockHandlers,
  ...portalManageHandlers,
  ...roleHandlers,
  ...permissionTreeHandlers,
  ...portalMenuHandlers,
  ...portalPageHandlers,
  ...smsHandlers,
  ...signUpHandlers,
  ...portalWorkorderHandlers,
  ...expenseHandlers,
  ...paymentHandlers,
  ...purchaseRecordHandlers,
  // The computed families' reads (费用管理, the expense centre, 购买记录, 资源账号), after the calls their {id} routes would take (purchase-record/packages).
  ...createComputedHandlers(aggregateRegistry),
  // The families' aggregate reads (statistics declared with `aggregate`), summed from rowSources.ts;
  // before workbenchAppHandlers, whose app-start/{id} would take app-start/page.
  ...createAggregateHandlers(aggregateRegistry),
  ...jobLogHandlers,
  ...workbenchAppHandlers,
  ...jobTemplateHandlers,
  ...industryModuleHandlers,
  ...costManageHandlers,
  ...costRechargeHandlers,
  ...operationGuideHandlers,
  ...geoaiVideoHandlers,
  ...regionHandlers,
  ...accountCheckHandlers,
  ...clientLinkHandlers,
  ...smsProviderHandlers,
  ...companyPermitHandlers,
  ...groupMemberHandlers,
  ...warnRuleHandlers,
  ...storageSocketHandshakeHandlers,
  ...externalProxyHandlers,
  ...crudHandlers,
  userEventsHandler,
  storageProgressHandler,
];
