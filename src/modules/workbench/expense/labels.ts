/** Status words and tag colours of the expense centre's hand-written pages (recharge, package purchase). */
import type { PayStatus } from '../model/payPolling';

export const RECHARGE_STATUS: Readonly<Record<PayStatus, { text: string; color: string }>> = {
  CREATED: { text: '待支付', color: 'default' },
  PAYING: { text: '支付中', color: 'processing' },
  SUCCESS: { text: '充值成功', color: 'success' },
  FAILED: { text: '支付失败', color: 'error' },
  CANCELLED: { text: '已取消', color: 'default' },
};

export const PARTITION_NAMES: Readonly<Record<string, string>> = { cpu_normal: 'CPU 通用分区', cpu_large: 'CPU 大规模分区', gpu_a800: 'GPU 分区（A800）', fat_mem: '胖节点分区' };
