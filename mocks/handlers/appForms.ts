/**
 * The job forms of the external platform's applications (docs/behaviour §7.2 External supercomputing
 * platform: app forms and partition params): what 应用运行 renders and what app start validates.
 * Hand-written: reference data of the external platform (each application's job fields, the
 * partitions' per-job limits) and the validation of a job's parameters against them; no entity
 * holds them and no route is registered here.
 */
import { readNumber } from './readNumber';

export interface AppFormField {
  key: string;
  label: string;
  type: 'string' | 'number' | 'select';
  required: boolean;
  default?: string | number;
  options?: { label: string; value: string }[];
  min?: number;
  max?: number;
  placeholder?: string;
  help?: string;
}

export interface PartitionParam {
  name: string;
  label: string;
  maxCores: number;
  /** 元 per core-hour. */
  price: number;
}

export const PARTITION_PARAMS: readonly PartitionParam[] = [
  { name: 'cpu_normal', label: 'CPU 通用分区（64 核/节点）', maxCores: 512, price: 0.08 },
  { name: 'cpu_large', label: 'CPU 大规模分区（128 核/节点）', maxCores: 2048, price: 0.1 },
  { name: 'fat_mem', label: '胖节点分区（1 TB 内存）', maxCores: 64, price: 0.15 },
  { name: 'gpu_a800', label: 'GPU 分区（A800 × 8/节点）', maxCores: 64, price: 6.5 },
];

const SPECIFIC: Readonly<Record<string, AppFormField[]>> = {
  VASP: [
    { key: 'inputDir', label: '输入文件目录', type: 'string', required: true, placeholder: '含 INCAR、POSCAR、KPOINTS、POTCAR 的目录' },
    { key: 'binary', label: '可执行程序', type: 'select', required: true, default: 'vasp_std', options: [{ label: 'vasp_std', value: 'vasp_std' }, { label: 'vasp_gam', value: 'vasp_gam' }, { label: 'vasp_ncl', value: 'vasp_ncl' }] },
  ],
  GROMACS: [
    { key: 'tprFile', label: 'TPR 文件', type: 'string', required: true, placeholder: '/public/home/…/md.tpr' },
    { key: 'gpus', label: 'GPU 卡数', type: 'number', required: true, default: 1, min: 1, max: 8 },
  ],
  WRF: [{ key: 'namelist', label: 'namelist.input 路径', type: 'string', required: true }],
  PyTorch: [
    { key: 'script', label: '训练脚本', type: 'string', required: true, placeholder: 'train.py' },
    { key: 'gpus', label: 'GPU 卡数', type: 'number', required: true, default: 1, min: 1, max: 8 },
  ],
};

export function appForm(appName: string): { fields: AppFormField[]; partitions: readonly PartitionParam[] } {
  const specific = SPECIFIC[appName.split(' ')[0] ?? ''] ?? [{ key: 'inputFile', label: '输入文件', type: 'string' as const, required: true, placeholder: '作业输入文件的完整路径' }];
  const fields: AppFormField[] = [
    { key: 'jobName', label: '作业名称', type: 'string', required: true, placeholder: '字母、数字、下划线，最长 32 位', help: '用于在作业列表中识别' },
    { key: 'partition', label: '计算分区', type: 'select', required: true, default: 'cpu_normal', options: PARTITION_PARAMS.map((p) => ({ label: p.label, value: p.name })) },
    { key: 'ntasks', label: '核数', type: 'number', required: true, default: 32, min: 1, max: 2048 },
    { key: 'walltime', label: '最长运行时间（小时）', type: 'number', required: true, default: 24, min: 1, max: 168 },
    ...specific,
    { key: 'workdir', label: '工作目录', type: 'string', required: false, placeholder: '默认为家目录下的作业名目录' },
  ];
  return { fields, partitions: PARTITION_PARAMS };
}

/** Field messages by key; an empty object means the params are acceptable. */
export function validateParams(appName: string, params: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { fields } = appForm(appName);
  for (const field of fields) {
    const raw = params[field.key];
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    if (text === '') {
      if (field.required) errors[field.key] = `请输入${field.label}`;
      continue;
    }
    if (field.type === 'number') {
      // A JSON number within the field's range: not "64", [64] or "1e2" (readNumber.ts).
      const read = readNumber(raw, { label: field.label, min: field.min ?? 0, max: field.max ?? Number.MAX_SAFE_INTEGER });
      if (!read.ok) errors[field.key] = read.message;
    }
    if (field.type === 'select' && !field.options?.some((o) => o.value === text)) errors[field.key] = `请选择${field.label}`;
    if (field.key === 'jobName' && !/^[A-Za-z0-9_]{1,32}$/.test(text)) errors[field.key] = '作业名称只能包含字母、数字、下划线，最长 32 位';
  }
  const partition = PARTITION_PARAMS.find((p) => p.name === params.partition);
  if (partition && Number(params.ntasks) > partition.maxCores) errors.ntasks = `该分区单个作业最多 ${partition.maxCores} 核`;
  return errors;
}
