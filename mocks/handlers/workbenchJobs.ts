import { db } from '../store/db';
import type { AppJobRecord, AppJobStatus } from '../store/seeds/workbench';
import { formatBeijingTime } from '../store/time';
import { jobEfficiency } from './jobEfficiency';
import { plannedMs, QUEUE_MS, queueState, schedule, type Slot } from './jobQueue';

/**
 * The life of a job started through 应用运行, derived from the jobs of its partition: queued until
 * the scheduler gives it its cores (jobQueue.ts), then running for its planned minutes, then its
 * final state (a failed job stops at a third). Derived rather than stored so every reader sees the
 * same state at the same moment.
 */

/** Every job's slot, from the store as it is now. */
export function jobSlots(): Map<number, Slot | null> {
  return schedule(db.collection('appJobs').list());
}

export interface JobView {
  status: AppJobStatus;
  startAt: number | null;
  endAt: number | null;
  history: { status: AppJobStatus | 'SUBMITTED'; label: string; time: string }[];
}

export const JOB_STATUS_LABELS: Readonly<Record<AppJobStatus | 'SUBMITTED', string>> = {
  SUBMITTED: '已提交', PENDING: '排队中', RUNNING: '运行中', COMPLETED: '已完成', FAILED: '运行失败', CANCELLED: '已取消',
};

export function jobView(job: AppJobRecord, now: number, slots: Map<number, Slot | null> = jobSlots()): JobView {
  const slot = slots.get(job.id);
  // null: cancelled before it started (never starts); undefined: a job not in the store yet, looked at in the next cycle.
  const startAt = slot === null ? Infinity : (slot?.start ?? job.submitAt + QUEUE_MS);
  const endAt = startAt + plannedMs(job);
  const history: JobView['history'] = [{ status: 'SUBMITTED', label: JOB_STATUS_LABELS.SUBMITTED, time: formatBeijingTime(job.submitAt) }];
  const step = (status: AppJobStatus, at: number) => history.push({ status, label: JOB_STATUS_LABELS[status], time: formatBeijingTime(at) });
  if (job.cancelAt !== undefined && job.cancelAt < endAt) {
    if (job.cancelAt >= startAt) step('RUNNING', startAt);
    step('CANCELLED', job.cancelAt);
    return { status: 'CANCELLED', startAt: job.cancelAt >= startAt ? startAt : null, endAt: job.cancelAt, history };
  }
  if (now < startAt) return { status: 'PENDING', startAt: null, endAt: null, history };
  step('RUNNING', startAt);
  if (now < endAt) return { status: 'RUNNING', startAt, endAt: null, history };
  step(job.finalStatus, endAt);
  return { status: job.finalStatus, startAt, endAt, history };
}

/** 核时 so far: cores × hours run. */
export function jobCoreHours(job: AppJobRecord, view: JobView, now: number): number {
  if (view.startAt === null) return 0;
  return Math.round((job.cores * ((view.endAt ?? now) - view.startAt)) / 36_000) / 100;
}

/** The tail of the job's standard output as the scheduler would write it. */
export function jobOutput(job: AppJobRecord, view: JobView): string[] {
  const lines = [`#SBATCH -J ${job.jobName}`, `#SBATCH -p ${job.partition}`, `#SBATCH -n ${job.cores}`, `Submitted batch job ${job.jobId}`];
  if (view.startAt === null) return [...lines, '作业排队中，等待资源分配……'];
  lines.push(`[${formatBeijingTime(view.startAt)}] ${job.appName} started on ${Math.max(1, Math.ceil(job.cores / 32))} node(s), ${job.cores} MPI ranks`);
  lines.push(`[${formatBeijingTime(view.startAt + 5_000)}] reading input from ${String(job.params.workdir ?? '/public/home')}`);
  if (view.status === 'RUNNING') return [...lines, 'step 1200/5000  elapsed 00:12:31', 'step 1300/5000  elapsed 00:13:40'];
  if (view.status === 'FAILED') return [...lines, 'ERROR: segmentation fault in rank 17 (signal 11)', `[${formatBeijingTime(view.endAt ?? 0)}] job exited with code 139`];
  if (view.status === 'CANCELLED') return [...lines, `slurmstepd: *** JOB ${job.jobId} CANCELLED ***`];
  return [...lines, 'step 5000/5000  converged', `[${formatBeijingTime(view.endAt ?? 0)}] job finished normally, exit code 0`];
}

/** The walltime asked for, in ms: the form's hours, or Slurm's HH:MM:SS. */
export function walltimeMs(job: AppJobRecord): number {
  const raw = job.params.walltime;
  if (typeof raw === 'number') return raw * 3_600_000;
  const parts = String(raw ?? '').split(':').map(Number);
  if (parts.length === 3 && parts.every(Number.isFinite)) return ((parts[0]! * 60 + parts[1]!) * 60 + parts[2]!) * 1000;
  const hours = Number(raw);
  return Number.isFinite(hours) && hours > 0 ? hours * 3_600_000 : 24 * 3_600_000;
}

function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * What 作业详情 shows beyond the record: why a pending job waits and where it stands (jobQueue.ts),
 * when a running job's walltime runs out, what a finished job used against what it asked for (jobEfficiency.ts).
 */
export function jobWaitFields(job: AppJobRecord, view: JobView, now: number, slots: Map<number, Slot | null> = jobSlots()) {
  const state = view.status === 'PENDING' ? queueState(job, db.collection('appJobs').list(), slots, now) : null;
  return {
    queuePosition: state?.position ?? 0,
    estimatedStart: state ? formatBeijingTime(state.estimatedStart) : '',
    waitCode: state?.wait.code ?? '',
    waitReason: state?.wait.reason ?? '',
    waitAdvice: state?.wait.advice ?? '',
    walltime: clock(walltimeMs(job)),
    walltimeEnd: view.status === 'RUNNING' && view.startAt !== null ? formatBeijingTime(view.startAt + walltimeMs(job)) : '',
    ...jobEfficiency(job, view, walltimeMs(job)),
  };
}
