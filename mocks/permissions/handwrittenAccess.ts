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
import { dashboardGrants, moduleGrants, platformSettingsGrants, type Grant } from './index';

export type HandwrittenAccess =
  | { kind: 'public'; why: string }
  | { kind: 'signedIn'; why: string }
  | { kind: 'grants'; grants: () => readonly Grant[] };

const STORAGE_MODULE = 'storage-browser';
const STORAGE = '*/api/operation-management/v1/starlight/api/storage';
const OWN_ACCOUNT = 'the signed-in user’s own session, account or settings';
const storage: HandwrittenAccess = { kind: 'grants', grants: () => moduleGrants(STORAGE_MODULE) };

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
  'GET */api/operation-management/v1/workbench/overview': { kind: 'grants', grants: () => dashboardGrants('/api/operation-management/v1/workbench/overview') },
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
};
