import type { AppJobRecord } from '../store/seeds/workbench';

/**
 * Hand-written: the scheduler of the jobs started through 应用运行 — when each starts follows from
 * the queue of its partition, not from a fixed delay: jobs are taken in submission order (strict
 * first-in first-out, no backfill), each waits for the scheduler's cycle, for a maintenance window
 * of its partition to end, for the job it depends on (`params.dependency`, a job id) to end, for
 * its account's core quota in the partition and for free cores. A pending job's reason is the
 * first of these that holds now, named as Slurm names it (squeue %r) and said in plain Chinese with
 * what the user can do (issue 39, "Why it waits"). A backend copies this by reading squeue's reason
 * and `--start` estimate; the mock computes both from its own state so they agree with what happens.
 */

/** The scheduler's cycle: a job submitted now is looked at this long after. */
export const QUEUE_MS = 20_000;

export interface PartitionCapacity {
  /** Cores of the whole partition. */
  cores: number;
  /** Cores one account may run at once in the partition (Slurm GrpTRES cpu); absent: no limit. */
  accountQuota?: number;
  /** Weekly maintenance: Beijing weekday (0 Sunday) and hours [from, to). */
  maintenance?: { weekday: number; from: number; to: number };
}

/** The partitions of 应用运行 (appForms.ts PARTITION_PARAMS) as the scheduler knows them. */
export const PARTITION_CAPACITY: Readonly<Record<string, PartitionCapacity>> = {
  cpu_normal: { cores: 1024 },
  cpu_large: { cores: 4096, accountQuota: 1024 },
  fat_mem: { cores: 256, accountQuota: 128 },
  gpu_a800: { cores: 64, accountQuota: 32, maintenance: { weekday: 4, from: 8, to: 12 } },
};
const UNKNOWN_PARTITION: PartitionCapacity = { cores: 1024 };

const HOUR = 3_600_000;
const BEIJING = 8 * HOUR;

/** The end of the maintenance window `at` falls in, or null. */
export function maintenanceEnd(capacity: PartitionCapacity, at: number): number | null {
  const window = capacity.maintenance;
  if (!window) return null;
  const local = new Date(at + BEIJING);
  if (local.getUTCDay() !== window.weekday) return null;
  const hour = local.getUTCHours() + local.getUTCMinutes() / 60;
  if (hour < window.from || hour >= window.to) return null;
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BEIJING;
  return dayStart + window.to * HOUR;
}

/** How long a started job runs: its planned minutes, a third of them when it fails. */
export function plannedMs(job: AppJobRecord): number {
  const planned = job.runMinutes * 60_000;
  return job.finalStatus === 'FAILED' ? Math.round(planned / 3) : planned;
}

export interface Slot {
  start: number;
  end: number;
}

/**
 * When each job of the list starts and ends (null: cancelled before it started). Deterministic
 * from the records alone, so every reader (the job list, 作业详情, the bills) sees the same times.
 */
export function schedule(jobs: readonly AppJobRecord[]): Map<number, Slot | null> {
  const slots = new Map<number, Slot | null>();
  const byPartition = new Map<string, AppJobRecord[]>();
  for (const job of jobs) byPartition.set(job.partition, [...(byPartition.get(job.partition) ?? []), job]);
  const byJobId = new Map(jobs.map((job) => [job.jobId, job]));
  // A dependency may sit in another partition: partitions are placed until nothing changes.
  const pending = [...byPartition.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (let pass = 0; pass < 3; pass += 1) {
    for (const [partition, list] of pending) placePartition(partition, list, byJobId, slots);
  }
  return slots;
}

function placePartition(partition: string, list: AppJobRecord[], byJobId: Map<string, AppJobRecord>, slots: Map<number, Slot | null>) {
  const capacity = PARTITION_CAPACITY[partition] ?? UNKNOWN_PARTITION;
  const ordered = [...list].sort((a, b) => a.submitAt - b.submitAt || a.id - b.id);
  const running: { end: number; cores: number; userId: string }[] = [];
  let previousStart = -Infinity;
  for (const job of ordered) {
    let at = Math.max(job.submitAt + QUEUE_MS, previousStart);
    const dependency = typeof job.params.dependency === 'string' ? byJobId.get(job.params.dependency) : undefined;
    const dependencySlot = dependency ? slots.get(dependency.id) : undefined;
    if (dependencySlot) at = Math.max(at, dependencySlot.end);
    for (let guard = 0; guard < 10_000; guard += 1) {
      const live = running.filter((r) => r.end > at);
      const used = live.reduce((sum, r) => sum + r.cores, 0);
      const mine = live.filter((r) => r.userId === job.userId).reduce((sum, r) => sum + r.cores, 0);
      const maintenance = maintenanceEnd(capacity, at);
      const fits = used + job.cores <= capacity.cores && (capacity.accountQuota === undefined || mine + job.cores <= capacity.accountQuota);
      if (maintenance === null && fits) break;
      const next = maintenance ?? Math.min(...live.map((r) => r.end));
      if (!Number.isFinite(next) || next <= at) break;
      at = next;
    }
    if (job.cancelAt !== undefined && job.cancelAt < at) {
      slots.set(job.id, null);
      continue;
    }
    const end = Math.min(at + plannedMs(job), job.cancelAt ?? Infinity);
    slots.set(job.id, { start: at, end });
    running.push({ end, cores: job.cores, userId: job.userId });
    previousStart = at;
  }
}

export interface WaitReason {
  /** Slurm's reason code (squeue %r). */
  code: 'None' | 'BeginTime' | 'PartitionDown' | 'Dependency' | 'AssocGrpCpuLimit' | 'Priority' | 'Resources';
  /** The reason in plain Chinese. */
  reason: string;
  /** What the user can do about it. */
  advice: string;
}

export interface QueueState {
  /** 1 for the next job the partition starts. */
  position: number;
  estimatedStart: number;
  wait: WaitReason;
}

const beijingClock = (ms: number) => new Date(ms + BEIJING).toISOString().slice(11, 16);

/**
 * Where a job pending at `now` stands: its place among the partition's pending jobs, when it is
 * expected to start (its slot, which later submissions cannot take under first-in first-out) and
 * the first reason that holds now.
 */
export function queueState(job: AppJobRecord, jobs: readonly AppJobRecord[], slots: Map<number, Slot | null>, now: number): QueueState | null {
  const slot = slots.get(job.id);
  if (!slot || slot.start <= now) return null;
  const capacity = PARTITION_CAPACITY[job.partition] ?? UNKNOWN_PARTITION;
  const samePartition = jobs.filter((other) => other.partition === job.partition);
  const pendingAhead = samePartition.filter((other) => {
    const s = slots.get(other.id);
    return other.id !== job.id && s && s.start > now && (other.submitAt < job.submitAt || (other.submitAt === job.submitAt && other.id < job.id));
  });
  const running = samePartition.filter((other) => {
    const s = slots.get(other.id);
    return s && s.start <= now && s.end > now;
  });
  const used = running.reduce((sum, other) => sum + other.cores, 0);
  const mine = running.filter((other) => other.userId === job.userId).reduce((sum, other) => sum + other.cores, 0);
  const dependency = typeof job.params.dependency === 'string' ? jobs.find((other) => other.jobId === job.params.dependency) : undefined;
  const dependencySlot = dependency ? slots.get(dependency.id) : undefined;
  const maintenance = maintenanceEnd(capacity, now);
  let wait: WaitReason;
  if (now < job.submitAt + QUEUE_MS) {
    wait = { code: 'None', reason: '等待调度', advice: '作业刚提交，调度器将在下一轮调度时处理，无需操作。' };
  } else if (maintenance !== null) {
    wait = { code: 'PartitionDown', reason: '分区维护中', advice: `该分区维护至 ${beijingClock(maintenance)}，维护结束后自动开始；急用可取消后改投其他分区。` };
  } else if (dependency && dependencySlot && dependencySlot.end > now) {
    wait = { code: 'Dependency', reason: '依赖作业未完成', advice: `等待作业 ${dependency.jobId} 结束后自动开始；如不再需要依赖，可取消后重新提交。` };
  } else if (capacity.accountQuota !== undefined && mine + job.cores > capacity.accountQuota) {
    wait = { code: 'AssocGrpCpuLimit', reason: '超出账户配额', advice: `您在该分区运行中的作业已占用 ${mine} 核，账户配额 ${capacity.accountQuota} 核；可等待已有作业结束，或取消不需要的作业，或减少核数后重新提交。` };
  } else if (pendingAhead.length > 0) {
    wait = { code: 'Priority', reason: '优先级较低', advice: `前面还有 ${pendingAhead.length} 个作业排队；可继续等待，或改投排队较少的分区。` };
  } else {
    wait = { code: 'Resources', reason: '资源不足', advice: `分区当前空闲 ${Math.max(0, capacity.cores - used)} 核，作业需要 ${job.cores} 核；可等待资源释放，或减少核数、改投空闲较多的分区。` };
  }
  return { position: pendingAhead.length + 1, estimatedStart: slot.start, wait };
}
