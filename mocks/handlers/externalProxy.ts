import { crudCollectionName } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { crudFamilies } from '../crud/families';
import { registerRecordCheck } from '../crud/recordChecks';
import { PARTITION_PARAMS } from './appForms';
import { db } from '../store/db';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * The external supercomputing platform through the starlight proxy: account valid, partition
 * params and the generic calls (count-application is a declared aggregate read of starlight.json).
 * Every call is the signed-in user's own: their HPC accounts, their records.
 * Hand-written: account/valid reads the caller's HPC accounts (a store collection, not an entity)
 * and partition/params joins a 集群分区 record with the application jobs' per-partition limits
 * (appForms.ts); both answer one computed object, not records. The generic {resource} calls only
 * tell an unknown resource from the one a generated family serves.
 *
 *   GET    starlight/api/account/valid?account=   whether one of the caller's HPC accounts may be used
 *   GET    starlight/api/partition/params?partition=   limits of a partition for a job form
 *   GET / POST / PUT starlight/api/{resource}, DELETE starlight/api/{resource}/{id}
 *                                                 the generic calls on the caller's records of a resource
 *
 * The mock platform exposes one resource, job-template (作业模板): the generated family
 * starlight-job-template serves it (entity job-template: the caller's own records, x-owner-field;
 * its `x-check` is the partition rule registered below). The generic calls here answer any other
 * resource with 404 and let a served one through.
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

/** A job template's partition must take application jobs, and its cores stay within the partition's limit. */
registerRecordCheck('job-partition-limits', (template): Record<string, string> => {
  const found = jobPartition(typeof template.partition === 'string' ? template.partition.trim() : '');
  if (found.refused) return { partition: found.message };
  const { maxCores } = found.limits;
  return Number(template.cores) > maxCores ? { cores: `核数不能超过分区上限 ${maxCores.toLocaleString('zh-CN')}` } : {};
});

const NO_SUCH_API = '外部平台没有该接口';

/** Resources the generated families serve under starlight/api (job-template). */
const servedResources = new Set(crudFamilies.map((f) => f.endpoint.base).filter((base) => base.includes('/starlight/api/')).map((base) => base.slice(base.lastIndexOf('/') + 1)));

/** A resource the mock platform serves goes on to its family's handlers (undefined); any other is 404. */
const generic = ({ params }: { params: Record<string, unknown> }) => (servedResources.has(String(params.resource)) ? undefined : fail(404, NO_SUCH_API));

export const externalProxyHandlers = [
  operation('starlight', 'get-api-account-valid', ({ request }, auth) => {
    const acc = new URL(request.url).searchParams.get('account')?.trim() ?? '';
    if (acc === '') return fail(400, '请选择超算账号');
    const account = db.collection('hpcAccounts').find((a) => a.acc === acc && a.userId === auth.user.id);
    if (!account) return fail(404, '超算账号不存在');
    const valid = account.status === 'normal';
    return ok({ account: account.acc, cluster: account.cluster, valid, message: valid ? '账号可用' : '账号已锁定，请联系管理员解锁' });
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

  operation('starlight', 'get-api-resource', generic),
  operation('starlight', 'post-api-resource', generic),
  operation('starlight', 'put-api-resource', generic),
  operation('starlight', 'delete-api-resource', generic),
];
