import type { AppJobRecord } from '../store/seeds/workbench';
import type { JobView } from './workbenchJobs';

/**
 * Hand-written: what a finished job used against what it asked for (issue 39, "Efficiency after
 * the job"), as Slurm's seff reports it from the accounting database: CPU efficiency (core time
 * used ÷ cores × elapsed), memory peak (MaxRSS) against the partition's memory per core, and the
 * elapsed time against the walltime — with a right-sizing hint for the next submission. The usage
 * an accounting database would hold is drawn here from the job (its application's usual parallel
 * efficiency, a size penalty for very wide jobs, a stable per-job variation); elapsed is the
 * schedule's. A backend copies this by reading sacct's TotalCPU, MaxRSS and Elapsed.
 */

/** Memory per core of each partition, GB (nodes' memory ÷ cores). */
export const MEMORY_PER_CORE_GB: Readonly<Record<string, number>> = { cpu_normal: 2, cpu_large: 2, fat_mem: 16, gpu_a800: 8 };

const APP_EFFICIENCY: readonly [RegExp, number, number][] = [
  // application, CPU efficiency, memory peak share
  [/vasp/i, 0.93, 0.42],
  [/gromacs/i, 0.88, 0.12],
  [/lammps/i, 0.81, 0.08],
  [/wrf/i, 0.76, 0.35],
  [/pytorch/i, 0.34, 0.55],
];

function stable(job: AppJobRecord, salt: number): number {
  const h = [...job.jobId].reduce((acc, c) => (acc * 33 + c.charCodeAt(0)) | 0, salt);
  return ((h >>> 0) % 1000) / 1000;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function clock(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}

export interface JobEfficiency {
  /** '' while the job has not run to an end; `fit` when it used what it asked for; `over` when it asked for much more. */
  efficiencyLevel: '' | 'fit' | 'over';
  usedCores: number;
  cpuEfficiency: number;
  memoryRequested: number;
  memoryPeak: number;
  memoryEfficiency: number;
  wallUsed: string;
  wallEfficiency: number;
  rightSizing: string;
}

const NONE: JobEfficiency = { efficiencyLevel: '', usedCores: 0, cpuEfficiency: 0, memoryRequested: 0, memoryPeak: 0, memoryEfficiency: 0, wallUsed: '', wallEfficiency: 0, rightSizing: '' };

/** seff for a job that ran and ended (completed, failed, or cancelled while running); nothing otherwise. */
export function jobEfficiency(job: AppJobRecord, view: JobView, walltimeMs: number): JobEfficiency {
  if (view.startAt === null || view.endAt === null || view.status === 'PENDING' || view.status === 'RUNNING') return NONE;
  const [, cpuBase, memBase] = APP_EFFICIENCY.find(([pattern]) => pattern.test(job.appName)) ?? [/./, 0.7, 0.2];
  // Wide jobs of a code that does not scale lose efficiency: a tenth less for every doubling past 128 cores.
  const widthPenalty = job.cores > 128 ? 1 - 0.1 * Math.log2(job.cores / 128) : 1;
  const cpu = Math.min(0.99, Math.max(0.05, cpuBase * widthPenalty * (0.92 + 0.12 * stable(job, 1))));
  const memoryRequested = job.cores * (MEMORY_PER_CORE_GB[job.partition] ?? 2);
  const memoryPeak = round1(memoryRequested * Math.min(0.95, memBase * (0.7 + 0.6 * stable(job, 2))));
  const elapsed = view.endAt - view.startAt;
  const wall = walltimeMs > 0 ? elapsed / walltimeMs : 1;
  const hints: string[] = [];
  if (cpu < 0.6) {
    const cores = Math.max(1, 2 ** Math.ceil(Math.log2(Math.max(1, job.cores * cpu * 1.2))));
    if (cores < job.cores) hints.push(`CPU 利用率 ${Math.round(cpu * 100)}%，下次可申请 ${cores} 核`);
  }
  if (view.status === 'COMPLETED' && wall < 0.5) {
    const hours = Math.max(1, Math.ceil((elapsed * 1.5) / 3_600_000));
    if (hours * 3_600_000 < walltimeMs) hints.push(`只用了最长运行时间的 ${Math.max(1, Math.round(wall * 100))}%，下次可设为 ${hours} 小时（实际用时的 1.5 倍），排队更快`);
  }
  if (job.partition === 'fat_mem' && memoryPeak / memoryRequested < 0.125) hints.push('内存峰值不到胖节点的八分之一，可改投 CPU 通用分区，单价更低');
  return {
    efficiencyLevel: hints.length > 0 ? 'over' : 'fit',
    usedCores: round1(job.cores * cpu),
    cpuEfficiency: round1(cpu * 100),
    memoryRequested,
    memoryPeak,
    memoryEfficiency: round1((memoryPeak / memoryRequested) * 100),
    wallUsed: clock(elapsed),
    wallEfficiency: round1(wall * 100),
    rightSizing: hints.length > 0 ? `${hints.join('；')}。` : '申请的资源与实际使用相符，下次可照此提交。',
  };
}
