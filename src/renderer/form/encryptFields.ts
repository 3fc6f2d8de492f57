/**
 * Fields marked `x-encrypt: "password"` (src/pageLanguage/entity.ts) travel as the sign-in's
 * password does (docs/behaviour §5: AES-ECB under config.json's passwordKey, Base64): the copy sent is
 * encrypted, the form keeps what the user typed (a refused save shows it again, not cipher text).
 */
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { encryptPassword } from '../../core/session/passwordCipher';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { DataRecord } from '../data/resolveResponse';

/** The data to send: each non-empty text of an encrypted field replaced by its cipher text. */
export function encryptFields(entity: EntitySchema, data: DataRecord, key = getRuntimeConfig().passwordKey): DataRecord {
  const encrypted = Object.entries(data).map(([name, value]) =>
    entity.properties[name]?.['x-encrypt'] === 'password' && typeof value === 'string' && value !== '' ? [name, encryptPassword(value, key)] : [name, value]);
  return Object.fromEntries(encrypted) as DataRecord;
}
