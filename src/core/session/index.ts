/** Public surface of the session core (docs/behaviour §3 Session, §4 Login / First login / Logout). */
export { onSignedIn, announcedSession, type SignedInListener } from './signedIn';
export { logout, onLogout, loginRouteFor, LOGOUT_REDIRECT_DELAY_MS } from './logout';
export {
  sessionAtom, isLoggedInAtom, permissionCodesAtom, userInfoAtom, restoreSession, isUsableUserInfo,
  type Session, type UserInfo, type GroupInfo,
} from './sessionAtoms';
export { establishSession, NO_PERMISSION_MESSAGE, INVALID_USER_MESSAGE, type EstablishOutcome } from './establishSession';
export { resumeSession, type ResumeResult } from './resumeSession';
export { applyAddressToken, readAddressToken, ACCOUNT_SERVICE_BY_P } from './addressToken';
export { changePassword, type ChangePasswordInput } from './changePassword';
export { buildHeartData, type HeartData } from './heartData';
