import { http } from '../http/client';

/**
 * The repeat-user check (spec 7.1 "Also": GET /api/aam/v1/user/repeat/check): whether a login
 * account, a phone or a company name is taken, asked while a form is filled so 已存在 shows before
 * submit. A company name may be asked before any session (sign-up); an account or a phone only by
 * a user manager. The server refuses a taken value at submit anyway, so a check that fails (no
 * network, no right) never blocks the form: it answers null.
 */
export const REPEAT_CHECK_PATH = '/api/aam/v1/user/repeat/check';

export type RepeatField = 'userName' | 'phone' | 'companyName';

interface RepeatAnswer {
  exists?: unknown;
  message?: unknown;
}

/** The server's 已存在 message for a taken value, else null. */
export async function takenMessage(field: RepeatField, value: string): Promise<string | null> {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const body = await http.get<{ data?: RepeatAnswer } | RepeatAnswer>(REPEAT_CHECK_PATH, { query: { [field]: trimmed }, silent: true, loading: false });
    const answer: RepeatAnswer = (body as { data?: RepeatAnswer }).data ?? (body as RepeatAnswer);
    return answer.exists === true && typeof answer.message === 'string' && answer.message !== '' ? answer.message : null;
  } catch {
    return null;
  }
}
