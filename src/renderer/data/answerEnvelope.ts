/**
 * A family's own answer envelope (schemas/families `envelope`, src/pageLanguage/operationShape.ts
 * AnswerEnvelope; the storage service's `{ code, info, spec }`, docs/behaviour §3), read by the operation
 * client before anything reads the answer: a service that refuses with HTTP 200 and a code of
 * its own is a refusal the caller can tell by its code, and an answer of another shape says so
 * in words a user may read, never "操作失败（undefined）".
 */
import type { FamilyDeclaration } from '../../pageLanguage/family';
import type { AnswerEnvelope } from '../../pageLanguage/operationShape';

/** The refusal's code of an answer the service could not have meant (no numeric code). */
export const MALFORMED_CODE = 500;

/** A refusal in the family's envelope: its code and reason, or a malformed answer (`malformed`). */
export class EnvelopeRefusal extends Error {
  override name = 'EnvelopeRefusal';

  constructor(
    readonly code: number,
    message: string,
    readonly malformed = false,
  ) {
    super(message);
  }
}

/** What the family's answers say when they say nothing themselves: the family's title names the service. */
export const malformedAnswer = (family: Pick<FamilyDeclaration, 'title'>) => `${family.title}返回的数据格式不正确`;
export const refusedWithoutReason = (family: Pick<FamilyDeclaration, 'title'>, code: number) => `${family.title}未能完成操作（错误码 ${code}）`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code as a number: an integer, or a numeric string read the same; null for anything else. */
function codeOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return Number(value);
  return null;
}

/**
 * The answer when its code is the envelope's success (a numeric-string code read as its number);
 * otherwise an EnvelopeRefusal with the service's reason, or the code in words when it gave none.
 */
export function readEnvelope(family: Pick<FamilyDeclaration, 'title'>, envelope: AnswerEnvelope, body: unknown): Record<string, unknown> {
  const code = isRecord(body) ? codeOf(body[envelope.code]) : null;
  if (!isRecord(body) || code === null) throw new EnvelopeRefusal(MALFORMED_CODE, malformedAnswer(family), true);
  if (code !== envelope.ok) {
    const reason = body[envelope.reason];
    throw new EnvelopeRefusal(code, typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : refusedWithoutReason(family, code));
  }
  return { ...body, [envelope.code]: code };
}
