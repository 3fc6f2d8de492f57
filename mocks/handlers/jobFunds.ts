/**
 * The price before launch (issue 39): what a job of 应用运行 is estimated to cost and whether the
 * caller's account can cover it. The estimate is src/contract/jobCharge.ts's, over the partition's
 * 计时计费 price (costViews.ts) — the function 作业账单 charges a job with — so the form, the
 * refusal of app start and the bill agree to the fen.
 */
import { estimateJob, type JobEstimate, type JobFunds } from '../../src/contract/jobCharge';
import { db } from '../store/db';
import type { AppJobRecord } from '../store/seeds/workbench';
import { partitionPriceFen } from './costViews';
import { arrearsFen, balanceFen, settleDue } from './expenseBook';
import { jobView } from './workbenchJobs';

/** The estimate of a job about to start: its cores for its whole walltime at the partition's price now. */
export function estimateFor(cores: number, walltimeHours: number, partition: string): JobEstimate {
  return estimateJob(cores, walltimeHours, partitionPriceFen(partition));
}

/** A job's 作业费用预估 in fen: taken at submission; a job seeded before estimates existed is estimated from its parameters. */
export function jobEstimateFen(job: AppJobRecord): number {
  if (job.estimateFen !== undefined) return job.estimateFen;
  const walltime = Number(job.params.walltime);
  return estimateFor(job.cores, Number.isFinite(walltime) && walltime > 0 ? walltime : Math.ceil(job.runMinutes / 60), job.partition).amountFen;
}

/** The caller's funds at `now`: balance, the operator's 欠费额度, open bills, and the jobs still queued or running. */
export function jobFunds(userId: string, now: number = Date.now()): JobFunds {
  settleDue(userId, now);
  const reservedFen = db.collection('appJobs').list()
    .filter((job) => job.userId === userId && ['PENDING', 'RUNNING'].includes(jobView(job, now).status))
    .reduce((sum, job) => sum + jobEstimateFen(job), 0);
  return {
    balanceFen: balanceFen(userId), debtLimitFen: db.collection('coinControls').get(userId)?.debtLimitFen ?? 0,
    arrearsFen: arrearsFen(userId), reservedFen,
  };
}
