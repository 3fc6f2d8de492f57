import type { CollectionDefinition } from '../definition';

/**
 * Hand-written: messages exist only once a provider call sends them; the collection starts empty.
 *
 * Messages sent straight through an SMS provider (POST sms-api/v1/ali/sms, GET
 * sms-api/v1/tencent/sms: mocks/handlers/smsProviders.ts), one record per phone. Verification
 * codes go through common/send instead (smsCodes), where the platform picks the provider.
 */
export interface SmsOutboxRecord {
  id: number;
  provider: 'ali' | 'tencent';
  phone: string;
  signName: string;
  template: string;
  /** Template parameters as sent (JSON text). */
  params: string;
  /** The provider's receipt number for this message. */
  receipt: string;
  /** Who sent it (user id). */
  senderId: string;
  /** Epoch ms. */
  sentAt: number;
}

export const smsOutboxDefinition: CollectionDefinition<SmsOutboxRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [],
};
