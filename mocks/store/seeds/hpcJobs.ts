import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../definition';
import type { NewRecord } from '../collection';
import { formatBeijingTime } from '../time';

/**
 * Hand-written: a running job's core-hours grow with the time since it started up to the seed's
 * now (cores × (now − start)), and hint expressions read only numbers of fields, never a time
 * span to now; a job's software decides its partition, core counts and run length together
 * (WORKLOADS), where hints draw each field on its own; and the sets follow the store's
 * hpcAccounts, which x-seed-per does not read (only entities, users and organisations). The
 * usage statistics on both sides sum these core-hours.
 */
export type JobPartition = 'cpu' | 'gpu' | 'fat';
export type JobStatus = 'RUNNING' | 'PENDING' | 'COMPLETED' | 'FAILED';

/** A batch job on the supercomputer (Slurm), submitted under one of a user's HPC accounts. */
export interface HpcJobRecord {
  id: number;
  /** Slurm job id. */
  jobId: string;
  /** HPC account that submitted it (hpcAccounts.acc). */
  acc: string;
  /** 作业名 */
  name: string;
  /** 分区 */
  partition: JobPartition;
  /** 状态 */
  status: JobStatus;
  cores: number;
  /** 核时: cores × hours run (so far, for a running job; 0 while pending). */
  coreHours: number;
  /** 提交时间, Beijing time "YYYY-MM-DD HH:mm:ss". */
  submitTime: string;
  startTime?: string;
  endTime?: string;
}

/** Typical work of the platform's users: the software decides the partition and the job size. */
const WORKLOADS: readonly { names: readonly string[]; partition: JobPartition; cores: readonly number[]; hours: [number, number] }[] = [
  { names: ['vasp_relax_Si', 'vasp_能带计算_TiO2', 'vasp_scf_MoS2'], partition: 'cpu', cores: [64, 128, 256], hours: [2, 30] },
  { names: ['gromacs_md_蛋白折叠', 'gromacs_npt_溶剂化', 'namd_膜蛋白模拟'], partition: 'cpu', cores: [64, 128], hours: [6, 48] },
  { names: ['wrf_广州_24h预报', 'wrf_珠三角_台风路径', 'cesm_海温回算'], partition: 'cpu', cores: [128, 256, 512], hours: [3, 20] },
  { names: ['lammps_拉伸_Cu', 'lammps_热导率_石墨烯', 'openfoam_风洞_翼型'], partition: 'cpu', cores: [32, 64, 128], hours: [1, 16] },
  { names: ['pytorch_resnet50_训练', 'llama_微调_客服语料', 'alphafold_结构预测'], partition: 'gpu', cores: [8, 16, 32], hours: [2, 40] },
  { names: ['gaussian_opt_苯', 'abaqus_碰撞仿真', 'comsol_电磁场'], partition: 'fat', cores: [16, 32, 64], hours: [1, 24] },
];

const HOUR = 3_600_000;
/** Days of history before the seed's reference moment. */
const HISTORY_DAYS = 45;

function draftJob(faker: Faker, acc: string, refMs: number, status: JobStatus): Omit<NewRecord<HpcJobRecord>, 'jobId'> {
  const workload = faker.helpers.arrayElement(WORKLOADS);
  const cores = faker.helpers.arrayElement(workload.cores);
  const hours = faker.number.float({ min: workload.hours[0], max: workload.hours[1], fractionDigits: 2 });
  const base = { acc, name: faker.helpers.arrayElement(workload.names), partition: workload.partition, status, cores };
  if (status === 'PENDING') {
    const submit = refMs - faker.number.int({ min: 5, max: 240 }) * 60_000;
    return { ...base, coreHours: 0, submitTime: formatBeijingTime(submit) };
  }
  if (status === 'RUNNING') {
    const start = refMs - faker.number.float({ min: 0.2, max: Math.min(hours, 20) }) * HOUR;
    const submit = start - faker.number.int({ min: 1, max: 90 }) * 60_000;
    return { ...base, coreHours: round2((cores * (refMs - start)) / HOUR), submitTime: formatBeijingTime(submit), startTime: formatBeijingTime(start) };
  }
  // Finished: failed jobs tend to stop early.
  const ran = status === 'FAILED' ? hours * faker.number.float({ min: 0.02, max: 0.5 }) : hours;
  const end = refMs - faker.number.float({ min: 0.5, max: HISTORY_DAYS * 24 }) * HOUR;
  const start = end - ran * HOUR;
  const submit = start - faker.number.int({ min: 1, max: 180 }) * 60_000;
  return {
    ...base, coreHours: round2(cores * ran), submitTime: formatBeijingTime(submit), startTime: formatBeijingTime(start), endTime: formatBeijingTime(end),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Every HPC account's recent jobs: a history of finished ones plus a few running and queued. */
export const hpcJobsDefinition: CollectionDefinition<HpcJobRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const refMs = refDate.getTime();
    const drafts = get('hpcAccounts').flatMap((account) => {
      const finished = faker.number.int({ min: 40, max: 70 });
      const statuses: JobStatus[] = [
        ...Array.from({ length: finished }, () => faker.helpers.weightedArrayElement<JobStatus>([{ weight: 9, value: 'COMPLETED' }, { weight: 1, value: 'FAILED' }])),
        ...Array.from({ length: faker.number.int({ min: 2, max: 6 }) }, () => 'RUNNING' as const),
        ...Array.from({ length: faker.number.int({ min: 1, max: 5 }) }, () => 'PENDING' as const),
      ];
      return statuses.map((status) => draftJob(faker, account.acc, refMs, status));
    });
    // Ids and Slurm job ids follow submission order, as the scheduler hands them out.
    drafts.sort((a, b) => a.submitTime.localeCompare(b.submitTime));
    return drafts.map((draft, index) => ({ ...draft, id: index + 1, jobId: String(3_260_000 + index * 7) }));
  },
};
