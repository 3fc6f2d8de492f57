import { db } from '../store/db';
import { operation } from '../routing/declaredOperation';
import { answer } from '../routing/operationAnswer';
import type { AppJobRecord } from '../store/seeds/workbench';
import { formatBeijingTime } from '../store/time';
import { appForm, PARTITION_PARAMS, validateParams } from './appForms';
import { availableFen, shortfallMessage } from '../../src/contract/jobCharge';
import { answerFieldErrors } from '../crud/envelope';
import { jobCostFen, partitionPriceFen } from './costViews';
import { yuan } from './expenseBook';
import { estimateFor, jobEstimateFen, jobFunds } from './jobFunds';
import { fail, ok, readJsonObject } from './respond';
import { jobCoreHours, jobOutput, jobView, jobWaitFields, JOB_STATUS_LABELS } from './workbenchJobs';

/**
 * Hand-written: applying, cancelling, counting use, unsubscribing and a job's detail act on subscriptions and jobs whose state is derived from time (workbenchJobs.ts), with validation against the application's form.
 *
 * 我的应用, 应用运行 and 作业详情 (docs/behaviour §2.3, §7.2 Application manage use-count, Application
 * workorder subscription unsubscription and check-permission, External platform desktop url and
 * app forms, App start applications): what the caller does with their subscriptions and the jobs
 * they started. The lists (my-apps, app-start apps and page) are aggregate reads of the
 * `app-subscriptions` and `app-jobs` sources (rowSources.ts); each call here is routed and guarded
 * by its declaration.
 */
function activeSubscription(userId: string, appId: number) {
  return db.collection('appSubscriptions').find((s) => s.userId === userId && s.appId === appId && s.status === 'ACTIVE');
}

/** A job as 应用运行 and 作业详情 show it at `now`; `full` adds its parameters, history and output. */
export function jobOut(job: AppJobRecord, now: number, full = false) {
  const view = jobView(job, now);
  const base = {
    id: job.id, jobId: job.jobId, appId: job.appId, appName: job.appName, jobName: job.jobName, partition: job.partition, cores: job.cores,
    status: view.status, statusName: JOB_STATUS_LABELS[view.status], submitTime: formatBeijingTime(job.submitAt),
    startTime: view.startAt === null ? '' : formatBeijingTime(view.startAt), endTime: view.endAt === null ? '' : formatBeijingTime(view.endAt),
    coreHours: jobCoreHours(job, view, now),
  };
  // 作业费用预估 beside the charge so far, both by the function 作业账单 uses (src/contract/jobCharge.ts).
  const money = { estimatedCost: yuan(jobEstimateFen(job)), cost: yuan(jobCostFen(base.coreHours, partitionPriceFen(job.partition))) };
  if (!full) return { ...base, ...money };
  const fields = appForm(job.appName).fields;
  const params = Object.entries(job.params).map(([key, value]) => ({ key, label: fields.find((f) => f.key === key)?.label ?? key, value: String(value) }));
  return { ...base, ...money, params, history: view.history, output: jobOutput(job, view), ...jobWaitFields(job, view, now) };
}

export const workbenchAppHandlers = [
  operation('application-manage', 'put-use-count', ({ params }, auth) => {
    const subs = db.collection('appSubscriptions');
    const sub = subs.get(Number(params.id));
    if (!sub || sub.userId !== auth.user.id) return fail(404, '应用不存在');
    return ok(subs.update(sub.id, { useCount: sub.useCount + 1, lastUseTime: formatBeijingTime(Date.now()) }));
  }),

  operation('application-workorder', 'put-subscription-unsubscription', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    const subs = db.collection('appSubscriptions');
    const sub = subs.get(Number(body?.id));
    if (!sub || sub.userId !== auth.user.id || sub.status !== 'ACTIVE') return fail(404, '应用不存在或已退订');
    return ok(subs.update(sub.id, { status: 'UNSUBSCRIBED' }));
  }),

  operation('application-workorder', 'get-check-permission', ({ request }, auth) => {
    const appId = Number(new URL(request.url).searchParams.get('appId'));
    const sub = activeSubscription(auth.user.id, appId);
    const hpc = db.collection('hpcAccounts').find((a) => a.userId === auth.user.id && a.status === 'normal');
    if (!sub) return ok({ permitted: false, message: '您尚未订阅该应用或已退订' });
    if (sub.expireTime < formatBeijingTime(Date.now())) return ok({ permitted: false, message: '该应用的使用期限已到期，请续订' });
    if (!hpc) return ok({ permitted: false, message: '当前未绑定HPC账号，请刷新页面或联系平台管理员' });
    return ok({ permitted: true, message: '' });
  }),

  operation('starlight', 'get-desktop-url', ({ request }, auth) => {
    const appId = Number(new URL(request.url).searchParams.get('appId'));
    const sub = activeSubscription(auth.user.id, appId);
    if (!sub) return fail(404, '应用不存在或已退订');
    if (!sub.desktop) return fail(400, '该应用没有图形桌面，请通过“应用运行”提交作业');
    const token = Math.abs([...`${auth.user.id}${Date.now()}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)).toString(36);
    return ok({ url: `https://desktop.hpc-cloud.cn/vnc/${sub.appId}?session=${token}` });
  }),

  operation('starlight', 'get-app-forms', ({ request }, auth) => {
    const appId = Number(new URL(request.url).searchParams.get('appId'));
    const sub = activeSubscription(auth.user.id, appId);
    if (!sub) return fail(404, '应用不存在或已退订');
    const form = appForm(sub.appName);
    // The price shown beside each partition is its billing rule's, as 作业账单 will charge it.
    return answer('starlight', 'get-app-forms', { appId, appName: sub.appName, ...form, partitions: form.partitions.map((p) => ({ ...p, price: partitionPriceFen(p.name) / 100 })) });
  }),

  operation('app-start', 'post-apply', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    const sub = activeSubscription(auth.user.id, Number(body?.appId));
    if (!sub) return fail(400, '请选择已订阅的应用');
    const params = (typeof body?.params === 'object' && body.params !== null ? body.params : {}) as Record<string, unknown>;
    const errors = validateParams(sub.appName, params);
    const first = Object.values(errors)[0];
    if (first) return fail(400, first);
    const clean: Record<string, string | number> = {};
    for (const field of appForm(sub.appName).fields) {
      const value = params[field.key];
      if (value === undefined || value === null || String(value).trim() === '') continue;
      clean[field.key] = field.type === 'number' ? Number(value) : String(value).trim();
    }
    // The price before launch: the whole walltime must be covered by what the account can pay (issue 39).
    const estimate = estimateFor(Number(clean.ntasks), Number(clean.walltime), String(clean.partition));
    const short = shortfallMessage(estimate.amountFen, jobFunds(auth.user.id));
    if (short) return answerFieldErrors(undefined, { walltime: short });
    const jobs = db.collection('appJobs');
    const job = jobs.insert({
      userId: auth.user.id, jobId: String(3_000_000 + jobs.count() * 7 + Math.floor(Math.random() * 7)), appId: sub.appId, appName: sub.appName,
      jobName: String(clean.jobName), partition: String(clean.partition), params: clean, cores: Number(clean.ntasks),
      runMinutes: Math.min(Number(clean.walltime) * 60, 90), submitAt: Date.now(), finalStatus: 'COMPLETED', estimateFen: estimate.amountFen,
    });
    db.collection('appSubscriptions').update(sub.id, { useCount: sub.useCount + 1, lastUseTime: formatBeijingTime(Date.now()) });
    return answer('app-start', 'post-apply', jobOut(job, Date.now()));
  }),

  operation('app-start', 'get-funds', (_, auth) => {
    const funds = jobFunds(auth.user.id);
    return answer('app-start', 'get-funds', {
      balance: yuan(funds.balanceFen), debtLimit: yuan(funds.debtLimitFen), arrears: yuan(funds.arrearsFen), reserved: yuan(funds.reservedFen), available: yuan(availableFen(funds)),
    });
  }),

  operation('app-start', 'get', ({ params }, auth) => {
    const job = db.collection('appJobs').get(Number(params.id));
    if (!job || job.userId !== auth.user.id) return fail(404, '作业不存在');
    return ok(jobOut(job, Date.now(), true));
  }),

  operation('app-start', 'put-cancel', ({ params }, auth) => {
    const jobs = db.collection('appJobs');
    const job = jobs.get(Number(params.id));
    if (!job || job.userId !== auth.user.id) return fail(404, '作业不存在');
    const status = jobView(job, Date.now()).status;
    if (status !== 'PENDING' && status !== 'RUNNING') return fail(400, '作业已结束，无法取消');
    return ok(jobOut(jobs.update(job.id, { cancelAt: Date.now() }) ?? job, Date.now(), true));
  }),
];

export { PARTITION_PARAMS };
