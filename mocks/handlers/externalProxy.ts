import { crudCollectionName } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { PARTITION_PARAMS } from './appForms';
import { db } from '../store/db';
import type { ExternalRecord } from '../store/seeds/externalRecords';
import { formatBeijingTime } from '../store/time';
import { fail, ok, readJsonObject } from './respond';
import { type AuthContext } from './session';
import { operation } from '../routing/declaredOperation';

/**
 * The external supercomputing platform through the starlight proxy (spec 7.2 External
 * supercomputing platform: account valid, generic CRUD, count-application, partition params).
 * Every call is the signed-in user's own: their HPC accounts, their records.
 *
 *   GET    starlight/api/account/valid?account=   whether one of the caller's HPC accounts may be used
 *   GET    starlight/api/count-application        the platform's applications: total, enabled, by industry
 *   GET    starlight/api/partition/params?partition=   limits of a partition for a job form
 *   GET    starlight/api/{resource}               the caller's records of a resource the platform exposes
 *   POST   starlight/api/{resource}               create one      PUT starlight/api/{resource}  change one (id in the body)
 *   DELETE starlight/api/{resource}/{id}          delete one
 *
 * The mock platform exposes one resource, job-template (作业模板); any other path is 404.
 */
/** Longest run a job may ask for, hours (the application form's limit, appForms.ts). */
const MAX_WALLTIME_HOURS = 168;

/**
 * A partition jobs may be submitted to, with its per-job limits: an enabled partition of
 * 集群分区 that applications start on (appForms.ts PARTITION_PARAMS), or the refusal.
 */
type JobPartition =
  | { refused: true; status: 400 | 404; message: string }
  | { refused: false; partition: CrudRecord; limits: (typeof PARTITION_PARAMS)[number] };

function jobPartition(name: string): JobPartition {
  const refuse = (status: 400 | 404, message: string): JobPartition => ({ refused: true, status, message });
  if (name === '') return refuse(400, '请选择分区');
  const partition = db.collection(crudCollectionName('cluster-partition')).find((p) => p.name === name);
  if (!partition) return refuse(404, '分区不存在');
  if (partition.status !== 1) return refuse(400, '分区已停用，请选择其他分区');
  const limits = PARTITION_PARAMS.find((p) => p.name === name);
  if (!limits) return refuse(400, '该分区不接收应用作业，请选择其他分区');
  return { refused: false, partition, limits };
}

type Fields = ExternalRecord['data'];
type Validate = (data: Record<string, unknown>) => Fields | string;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function validateJobTemplate(data: Record<string, unknown>): Fields | string {
  const name = text(data.name);
  if (name === '') return '模板名称不能为空';
  if (Array.from(name).length > 30) return '模板名称不能超过30个字符';
  const partitionName = text(data.partition);
  const found = jobPartition(partitionName);
  if (found.refused) return found.message;
  const cores = Number(data.cores);
  if (!Number.isInteger(cores) || cores < 1) return '核数应为正整数';
  if (cores > found.limits.maxCores) return `核数不能超过分区上限 ${found.limits.maxCores.toLocaleString('zh-CN')}`;
  const walltime = Number(data.walltime);
  if (!Number.isInteger(walltime) || walltime < 1 || walltime > MAX_WALLTIME_HOURS) return `运行时长应为 1 到 ${MAX_WALLTIME_HOURS} 小时`;
  const script = typeof data.script === 'string' ? data.script : '';
  if (script.length > 2000) return '作业脚本不能超过2000个字符';
  return { name, partition: partitionName, cores, walltime, script };
}

export const EXTERNAL_RESOURCES: Readonly<Record<string, { label: string; validate: Validate }>> = {
  'job-template': { label: '作业模板', validate: validateJobTemplate },
};

function resourceOf(value: unknown) {
  const name = typeof value === 'string' ? value : '';
  const resource = EXTERNAL_RESOURCES[name];
  return resource ? { name, ...resource } : undefined;
}

const row = (record: ExternalRecord) => ({ id: record.id, ...record.data, createTime: record.createTime, updateTime: record.updateTime });

function ownRecord(auth: AuthContext, resource: string, id: unknown): ExternalRecord | undefined {
  const record = db.collection('externalRecords').get(Number(id));
  return record && record.resource === resource && record.ownerId === auth.user.id ? record : undefined;
}

const NO_SUCH_API = '外部平台没有该接口';

export const externalProxyHandlers = [
  operation('starlight', 'get-api-account-valid', ({ request }, auth) => {
    const acc = new URL(request.url).searchParams.get('account')?.trim() ?? '';
    if (acc === '') return fail(400, '请选择超算账号');
    const account = db.collection('hpcAccounts').find((a) => a.acc === acc && a.userId === auth.user.id);
    if (!account) return fail(404, '超算账号不存在');
    const valid = account.status === 'normal';
    return ok({ account: account.acc, cluster: account.cluster, valid, message: valid ? '账号可用' : '账号已锁定，请联系管理员解锁' });
  }),

  operation('starlight', 'get-api-count-application', () => {
    const apps = db.collection(crudCollectionName('application')).list();
    const byIndustry: Record<string, number> = {};
    for (const app of apps) if (app.status === 1) byIndustry[String(app.industry)] = (byIndustry[String(app.industry)] ?? 0) + 1;
    return ok({ total: apps.length, enabled: apps.filter((app) => app.status === 1).length, byIndustry });
  }),

  operation('starlight', 'get-api-partition-params', ({ request }) => {
    const found = jobPartition(new URL(request.url).searchParams.get('partition')?.trim() ?? '');
    if (found.refused) return fail(found.status, found.message);
    const { partition, limits } = found;
    return ok({
      partition: partition.name, label: partition.label, cluster: partition.cluster, nodeType: partition.nodeType,
      nodes: partition.nodes, coresPerNode: partition.coresPerNode, minCores: 1, maxCores: limits.maxCores,
      maxWalltimeHours: MAX_WALLTIME_HOURS, price: limits.price,
    });
  }),

  operation('starlight', 'get-api-resource', ({ params }, auth) => {
    const resource = resourceOf(params.resource);
    if (!resource) return fail(404, NO_SUCH_API);
    const records = db.collection('externalRecords').query({ filter: (r) => r.resource === resource.name && r.ownerId === auth.user.id, sort: { key: 'id' } }).records;
    return ok(records.map(row));
  }),

  operation('starlight', 'post-api-resource', async ({ request, params }, auth) => {
    const resource = resourceOf(params.resource);
    if (!resource) return fail(404, NO_SUCH_API);
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const data = resource.validate(body);
    if (typeof data === 'string') return fail(400, data);
    const duplicate = db.collection('externalRecords').find((r) => r.resource === resource.name && r.ownerId === auth.user.id && r.data.name === data.name);
    if (duplicate) return fail(400, `${resource.label}名称已存在`);
    const now = formatBeijingTime(Date.now());
    return ok(row(db.collection('externalRecords').insert({ resource: resource.name, ownerId: auth.user.id, data, createTime: now, updateTime: now })));
  }),

  operation('starlight', 'put-api-resource', async ({ request, params }, auth) => {
    const resource = resourceOf(params.resource);
    if (!resource) return fail(404, NO_SUCH_API);
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const record = ownRecord(auth, resource.name, body.id);
    if (!record) return fail(404, `${resource.label}不存在`);
    const data = resource.validate({ ...record.data, ...body });
    if (typeof data === 'string') return fail(400, data);
    const duplicate = db.collection('externalRecords').find((r) => r.resource === resource.name && r.ownerId === auth.user.id && r.data.name === data.name && r.id !== record.id);
    if (duplicate) return fail(400, `${resource.label}名称已存在`);
    return ok(row(db.collection('externalRecords').update(record.id, { data, updateTime: formatBeijingTime(Date.now()) })!));
  }),

  operation('starlight', 'delete-api-resource', ({ params }, auth) => {
    const resource = resourceOf(params.resource);
    if (!resource) return fail(404, NO_SUCH_API);
    const record = ownRecord(auth, resource.name, params.id);
    if (!record) return fail(404, `${resource.label}不存在`);
    db.collection('externalRecords').remove(record.id);
    return ok(null);
  }),
];
