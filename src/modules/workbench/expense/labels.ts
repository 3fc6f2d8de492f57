/** Status words and tag colours of the expense centre's hand-written pages (recharge, package purchase). */
import type { PayStatus } from '../model/payPolling';

export const RECHARGE_STATUS: Readonly<Record<PayStatus, { text: string; color: string }>> = {
  CREATED: { text: '待支付', color: 'default' },
  PAYING: { text: '支付中', color: 'processing' },
  SUCCESS: { text: '充值成功', color: 'success' },
  FAILED: { text: '支付失败', color: 'error' },
  CANCELLED: { text: '已取消', color: 'default' },
};

export const DEFAULT_PAYTYPE = 'W01';
/** The payment types of POST pay (schemas/families/pay.json), W01 by default. */
export const PAY_TYPE_OPTIONS = [
  { value: 'W01', label: '微信支付' },
  { value: 'A01', label: '支付宝' },
  { value: 'U01', label: '银联支付' },
] as const;

export const PARTITION_NAMES: Readonly<Record<string, string>> = { cpu_normal: 'CPU 通用分区', cpu_large: 'CPU 大规模分区', gpu_a800: 'GPU 分区（A800）', fat_mem: '胖节点分区' };
