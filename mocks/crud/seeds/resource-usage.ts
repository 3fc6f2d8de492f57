// Hand-written: the jobs of a resource split its 已用量 exactly (amounts that add up to another record's) within its open
// period and are priced by its partition; hints draw each value on its own and cannot split a total.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const HOUR = 3_600_000;

/** Job names as users write them in their Slurm scripts, per kind of resource. */
const JOB_NAMES = {
  cpu: ['vasp_relax_Si', 'vasp_band_MoS2', 'gmx_md_protein', 'lammps_cu_tensile', 'wrf_gd_forecast', 'openfoam_pipe_les', 'fluent_engine_cool', 'cp2k_aimd_water', 'qe_scf_graphene', 'gaussian_opt_ts'],
  gpu: ['train_llama_lora', 'resnet50_imagenet', 'alphafold_batch', 'gmx_gpu_membrane', 'bert_finetune_cn', 'sd_finetune', 'deepmd_train', 'yolov8_detect'],
} as const;

/** Yuan per unit: CPU core-hours and GPU card-hours by partition. */
const PRICES: Record<string, number> = { cpu_normal: 0.1, cpu_large: 0.12, fat_mem: 0.15, kp_normal: 0.08, gpu_a800: 9, gpu_v100: 6 };

/** Split `total` into `parts` positive amounts with two decimals that add up to it exactly. */
function split(faker: Faker, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => faker.number.float({ min: 0.2, max: 1 }));
  const sum = weights.reduce((a, b) => a + b, 0);
  const cents = Math.round(total * 100);
  const shares = weights.map((w) => Math.floor((cents * w) / sum));
  shares[0]! += cents - shares.reduce((a, b) => a + b, 0);
  return shares.map((c) => c / 100);
}

/**
 * The job usage records of every CPU and GPU resource (resource-usage is the sub-list of the
 * resource detail): 3–9 jobs per resource between its opening and the reference day (or its
 * freeze/recycle), whose usage adds up to the resource's 已用量 and is billed at the partition price.
 */
const resourceUsageSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const resources = get('crud.customer-resource').filter((r) => r.resourceType === 'cpu' || r.resourceType === 'gpu');
    const rows = resources.flatMap((resource) => {
      const gpu = resource.resourceType === 'gpu';
      const from = Date.parse(`${String(resource.openDate)}T09:00:00+08:00`);
      const stop = [resource.freezeTime, resource.recycleTime].filter((t): t is string => typeof t === 'string').map((t) => Date.parse(`${t.replace(' ', 'T')}+08:00`));
      const to = Math.min(refDate.getTime(), Date.parse(`${String(resource.expireDate)}T23:00:00+08:00`), ...stop);
      const account = `hpc_${faker.string.alpha({ length: { min: 3, max: 6 }, casing: 'lower' })}${faker.number.int({ min: 1, max: 99 })}`;
      const parts = split(faker, Number(resource.used), faker.number.int({ min: 3, max: 9 }));
      return parts.map((usage) => {
        // Cards or cores so the job runs between half an hour and about five days.
        const widths = gpu ? [1, 2, 4, 8, 16, 32, 64] : [32, 64, 128, 256, 512, 1024, 2048, 4096];
        const cores = widths.find((w) => usage / w <= 120) ?? widths[widths.length - 1]!;
        const hours = Math.max(0.5, usage / cores);
        const start = faker.date.between({ from, to: Math.max(from + HOUR, to - hours * HOUR) }).getTime();
        return {
          resourceNo: String(resource.resourceNo),
          jobName: faker.helpers.arrayElement(gpu ? JOB_NAMES.gpu : JOB_NAMES.cpu),
          account,
          cores,
          usage,
          unit: String(resource.unit),
          amount: Number((usage * (PRICES[String(resource.partition)] ?? 0.1)).toFixed(2)),
          startTime: formatBeijingTime(start),
          endTime: formatBeijingTime(start + hours * HOUR),
        };
      });
    });
    rows.sort((a, b) => a.startTime.localeCompare(b.startTime));
    // The scheduler numbers jobs in submission order, with other users' jobs in between.
    let jobId = 2_310_000;
    return rows.map((row, index) => {
      jobId += faker.number.int({ min: 1, max: 4000 });
      return { ...row, id: index + 1, jobId: String(jobId) };
    });
  },
};

export default resourceUsageSeed;
