/**
 * Sign-up and password reset (docs/behaviour §2.1 /register, /forget; §7.1, §7.2 company-info/register):
 * personal-user and company-info post-register, oauth post-forget-password, through the operation
 * client. Passwords travel encrypted with the shared key, as at login (docs/behaviour §5).
 */
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { encryptPassword } from '../../core/session/passwordCipher';
import { normalizeName } from '../../core/text/normalizeName';
import { operationRequest } from '../../renderer/data/operationClient';

export type AccountKind = 'person' | 'enterprise';

export interface RegisterInput {
  kind: AccountKind;
  phone: string;
  smsCode: string;
  password: string;
  companyName?: string;
}

const encrypt = (plain: string) => encryptPassword(plain, getRuntimeConfig().passwordKey);

/** Field errors come back in the HttpError's body; the form shows them, so no toast here. */
export async function registerAccount(input: RegisterInput): Promise<void> {
  const body = { phone: input.phone.trim(), smsCode: input.smsCode.trim(), password: encrypt(input.password) };
  // The company name is sent as it will be stored (the server normalises too: it is the authority).
  if (input.kind === 'enterprise') {
    await operationRequest('company-info', 'post-register', { body: { ...body, companyName: normalizeName(input.companyName ?? '') } }, { silent: true });
  } else {
    await operationRequest('personal-user', 'post-register', { body }, { silent: true });
  }
}

export interface ResetInput {
  phone: string;
  smsCode: string;
  password: string;
  checkPassword: string;
}

export async function resetPassword(input: ResetInput): Promise<void> {
  await operationRequest('oauth', 'post-forget-password', {
    body: { phone: input.phone.trim(), smsCode: input.smsCode.trim(), password: encrypt(input.password), checkPassword: encrypt(input.checkPassword) },
  }, { silent: true });
}
