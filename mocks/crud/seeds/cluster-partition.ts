import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

/**
 * The partitions of the three clusters (集群分区). The names and prices of the four partitions
 * the workbench starts applications on (mocks/handlers/appForms.ts PARTITION_PARAMS) are the same
 * here; the others are the partitions customer resources are opened on (customer-resource).
 */
const PARTITIONS: readonly (readonly [string, string, 'th2' | 'thxy' | 'kp', 'cpu' | 'gpu' | 'fat', number, number, number, 0 | 1, string?])[] = [
  ['cpu_normal', 'CPU 通用分区（64 核/节点）', 'th2', 'cpu', 1200, 64, 0.08, 1],
  ['cpu_large', 'CPU 大规模分区（128 核/节点）', 'thxy', 'cpu', 2400, 128, 0.1, 1],
  ['fat_mem', '胖节点分区（1 TB 内存）', 'th2', 'fat', 32, 64, 0.15, 1],
  ['gpu_a800', 'GPU 分区（A800 × 8/节点）', 'thxy', 'gpu', 64, 64, 6.5, 1],
  ['gpu_v100', 'GPU 分区（V100 × 4/节点）', 'th2', 'gpu', 48, 32, 6, 1, '旧型号 GPU，计划于明年下线'],
  ['kp_normal', '鲲鹏通用分区（128 核/节点）', 'kp', 'cpu', 512, 128, 0.08, 1],
  ['debug', '调试分区（限 30 分钟）', 'th2', 'cpu', 8, 64, 0, 1, '免费调试，单作业最长 30 分钟'],
  ['th2_old', '天河二号原计算分区', 'th2', 'cpu', 4096, 24, 0.05, 0, '已停止接收新作业'],
];

const clusterPartitionSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => PARTITIONS.map(([name, label, cluster, nodeType, nodes, coresPerNode, price, status, remark], index) => ({
    id: index + 1, name, label, cluster, nodeType, nodes, coresPerNode, price, status,
    ...(remark ? { remark } : {}),
    createTime: formatBeijingTime(refDate.getTime() - (400 - index * 30) * 86_400_000),
  })),
};

export default clusterPartitionSeed;
