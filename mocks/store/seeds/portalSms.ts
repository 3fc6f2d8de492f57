import type { CollectionDefinition } from '../definition';

/**
 * Hand-written: verification codes exist only once sent; the collection starts empty.
 *
 * Verification codes sent through POST /api/sms-api/v1/common/send (docs/behaviour §7.1, §9 "Verification
 * SMS type 2 with a register template"). One record per code sent; a code is good for one use
 * within its lifetime, and the same phone and template cannot be sent again within 60 s.
 */
export type SmsPurpose = 'register' | 'login' | 'forget';

export interface SmsCodeRecord {
  id: number;
  phone: string;
  purpose: SmsPurpose;
  templateId: string;
  code: string;
  /** Epoch ms. */
  sentAt: number;
  expiresAt: number;
  /** Wrong guesses so far; the code is void after five. */
  attempts: number;
  used: boolean;
}

export const smsCodesDefinition: CollectionDefinition<SmsCodeRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [],
};
