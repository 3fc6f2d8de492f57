/**
 * Sign-up and password reset calls (spec §2.1 /register, /forget; §7.1, §7.2 company-info/register).
 * Passwords travel encrypted with the shared key, as at login (spec §5).
 */
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { encryptPassword } from '../../core/session/passwordCipher';
import { http } from '../../core/http/client';
import { normalizeName } from '../../core/text/normalizeName';

export const REGISTER_PERSON_PATH = '/api/operation-management/v1/personal-user/register';
export const REGISTER_COMPANY_PATH = '/api/operation-management/v1/company-info/register';
export const FORGET_PASSWORD_PATH = '/api/oauth/v1/forget/password';

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
  const body: Record<string, string> = { phone: input.phone.trim(), smsCode: input.smsCode.trim(), password: encrypt(input.password) };
  // Sent as it will be stored (the server normalises too: it is the authority).
  if (input.kind === 'enterprise') body.companyName = normalizeName(input.companyName ?? '');
  await http.post(input.kind === 'enterprise' ? REGISTER_COMPANY_PATH : REGISTER_PERSON_PATH, body, { silent: true });
}

export interface ResetInput {
  phone: string;
  smsCode: string;
  password: string;
  checkPassword: string;
}

export async function resetPassword(input: ResetInput): Promise<void> {
  await http.post(
    FORGET_PASSWORD_PATH,
    { phone: input.phone.trim(), smsCode: input.smsCode.trim(), password: encrypt(input.password), checkPassword: encrypt(input.checkPassword) },
    { silent: true },
  );
}
