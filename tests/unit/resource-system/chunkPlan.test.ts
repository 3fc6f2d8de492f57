import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkRanges, fileIdentifier } from '../../../src/modules/resource-system/chunkPlan';
import { imageRoute } from '../../../src/ui/richTextToolbar';
import { groupUsage, pageUsage } from '../../../mocks/handlers/resourceManageModel';
import type { Usage } from '../../../mocks/handlers/coreHourUsage';

describe('chunked uploads (spec §7.4, §9)', () => {
  it('cuts a file into 5 MB chunks that cover it exactly, the last one shorter', () => {
    expect(CHUNK_SIZE).toBe(5_242_880);
    const size = 2 * CHUNK_SIZE + 17;
    const ranges = chunkRanges(size);
    expect(ranges).toEqual([
      { index: 0, start: 0, end: CHUNK_SIZE },
      { index: 1, start: CHUNK_SIZE, end: 2 * CHUNK_SIZE },
      { index: 2, start: 2 * CHUNK_SIZE, end: size },
    ]);
  });

  it('sends a file of exactly one chunk as one chunk, and nothing for an empty file', () => {
    expect(chunkRanges(CHUNK_SIZE)).toEqual([{ index: 0, start: 0, end: CHUNK_SIZE }]);
    expect(chunkRanges(CHUNK_SIZE + 1)).toHaveLength(2);
    expect(chunkRanges(1)).toEqual([{ index: 0, start: 0, end: 1 }]);
    expect(chunkRanges(0)).toEqual([]);
    expect(() => chunkRanges(10, 0)).toThrow('分片大小必须是正整数');
  });

  it('gives the same file the same identifier and another file another, in letters, digits, _ . - only', () => {
    const file = { name: '巡河视频 第1段.mp4', size: 123_456_789, lastModified: 1_764_000_000_000 };
    const id = fileIdentifier(file);
    expect(id).toBe(fileIdentifier({ ...file }));
    expect(id).toMatch(/^[A-Za-z0-9_.-]{1,120}$/);
    expect(fileIdentifier({ ...file, name: '巡河视频 第2段.mp4' })).not.toBe(id);
    expect(fileIdentifier({ ...file, size: file.size + 1 })).not.toBe(id);
    expect(fileIdentifier({ ...file, lastModified: file.lastModified + 1 })).not.toBe(id);
  });

  it('inlines an image up to 1,048,576 bytes; a larger one is uploaded where the editor can, refused elsewhere', () => {
    expect(imageRoute(1, true)).toBe('inline');
    expect(imageRoute(1_048_576, true)).toBe('inline');
    expect(imageRoute(1_048_576, false)).toBe('inline');
    expect(imageRoute(1_048_577, true)).toBe('upload');
    expect(imageRoute(1_048_577, false)).toBe('refuse');
  });
});

const use = (over: Partial<Usage>): Usage => ({
  day: '2026-11-20', app: 'VASP', partition: 'cpu_normal', coreHours: 10, userId: 'u1', acc: 'hpc_a', jobId: '1', jobName: 'vasp_relax', cores: 64, source: 'batch', ...over,
});
const customers = new Map([
  ['u1', { name: '甲公司', type: '企业', cluster: '广州集群', groupId: '2001' }],
  ['u2', { name: '张三（个人）', type: '个人', cluster: '广州集群', groupId: '2001' }],
  ['u3', { name: '乙公司', type: '企业', cluster: '无锡集群', groupId: '2002' }],
]);
const price = (partition: string) => (partition === 'gpu_a800' ? 6.5 : 0.08);

describe('资源管理 sums', () => {
  const all = [
    use({ jobId: '1', coreHours: 10.005 }),
    use({ jobId: '2', partition: 'gpu_a800', coreHours: 2.5, day: '2026-11-21' }),
    use({ jobId: '3', userId: 'u2', acc: 'hpc_b', coreHours: 4 }),
    use({ jobId: '4', userId: 'u3', acc: 'hpc_c', coreHours: 100, day: '2026-11-01' }),
  ];

  it('sums by customer within the range, CPU and GPU apart, biggest first, costs at the partition price', () => {
    const stat = groupUsage(all, customers, price, 'enterprise', '2026-11-15', '2026-11-30');
    expect(stat.records.map((r) => [r.name, r.jobs, r.cpu, r.gpu, r.coreHours, r.cost])).toEqual([
      ['甲公司', 2, 10.01, 2.5, 12.51, 17.05],
      ['张三（个人）', 1, 4, 0, 4, 0.32],
    ]);
    expect(stat.total).toBe(16.51);
    expect(stat.jobs).toBe(3);
    expect(stat.daily).toEqual([{ date: '2026-11-20', cpu: 14.01, gpu: 0 }, { date: '2026-11-21', cpu: 0, gpu: 2.5 }]);
    expect(stat.partitions).toEqual([{ name: 'cpu_normal', value: 14.01 }, { name: 'gpu_a800', value: 2.5 }]);
  });

  it('sums by sub-centre: the cluster of the customers’ accounts, counting customers', () => {
    const stat = groupUsage(all, customers, price, 'subcenter', '2026-11-01', '2026-11-30');
    expect(stat.records.map((r) => [r.name, r.customers, r.coreHours])).toEqual([['华东超算分中心', 1, 100], ['华南超算分中心', 2, 16.51]]);
    // Each row names the sub-centre's organisation, which the organisation scope reads.
    expect(stat.records.map((r) => r.groupId)).toEqual(['2002', '2001']);
  });

  it('filters, pages and sums the job rows of 机时消耗明细', () => {
    const q = { start: '', end: '', customer: '', acc: '', partition: '', page: 1, size: 2 };
    const first = pageUsage(all, customers, price, q);
    expect(first.rows.map((r) => r.jobId)).toEqual(['2', '3', '1', '4']);
    expect(first.pageRows.map((r) => r.jobId)).toEqual(['2', '3']);
    expect(first.coreHours).toBe(116.51);
    expect(first.rows.map((r) => r.groupId)).toEqual(['2001', '2001', '2001', '2002']);
    expect(pageUsage(all, customers, price, { ...q, customer: '公司' }).rows.map((r) => r.jobId)).toEqual(['2', '1', '4']);
    expect(pageUsage(all, customers, price, { ...q, partition: 'gpu_a800' }).cost).toBe(16.25);
    expect(pageUsage(all, customers, price, { ...q, start: '2026-11-21', end: '2026-11-30' }).rows.map((r) => r.jobId)).toEqual(['2']);
  });
});
