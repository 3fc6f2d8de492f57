/**
 * The seeded customer resources and their job usage (x-seed hints of schemas/entities/customer-resource.json,
 * resource-usage.json): valid records of seeded customers, placements that exist (GPU on 天河新一代,
 * storage without a partition), a compute resource's 已用量 equal to its jobs' usage, jobs inside
 * the resource's term, and rows for every action of the resource page.
 */
import { describe, expect, it } from 'vitest';
import resourceEntity from '../../../schemas/entities/customer-resource.json';
import usageEntity from '../../../schemas/entities/resource-usage.json';
import page from '../../../schemas/pages/operation-center/customer/customer-resource.json';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { mockControl } from '../../../mocks/control';
import { SEED_REF_DATE, formatBeijingDate, formatBeijingTime } from '../../../mocks/store/time';
import { recordProblems } from '../../contract/entityValidator';
import { meetsCondition } from '../../../src/contract/actionRules';

const resources = () => mockControl.db.collection('crud.customer-resource').list();
const usages = () => mockControl.db.collection('crud.resource-usage').list();
const problems = (entity: unknown, rows: readonly Record<string, unknown>[]) =>
  rows.flatMap((r) => recordProblems(entity as EntitySchema, JSON.parse(JSON.stringify(r)) as unknown).map((p) => `${String(r.id)} ${p}`));

describe('customer resource seed', () => {
  it('resources and usage records satisfy their entities; resources belong to seeded customers', () => {
    const customers = new Map(mockControl.db.collection('crud.customer').list().map((c) => [c.id, c.name]));
    expect(resources().length).toBe(140);
    expect(problems(resourceEntity, resources())).toEqual([]);
    expect(problems(usageEntity, usages())).toEqual([]);
    for (const row of resources()) expect(customers.get(row.customerId as number)).toBe(row.customerName);
    expect(new Set(resources().map((r) => r.resourceNo)).size).toBe(140);
  });

  it('places each kind where it exists and measures it in its unit', () => {
    const units = { cpu: '核时', gpu: '卡时', storage: 'TB', bandwidth: 'Mbps' } as Record<string, string>;
    for (const row of resources()) {
      expect(row.unit).toBe(units[String(row.resourceType)]);
      if (row.resourceType === 'gpu') expect([row.cluster, String(row.partition).startsWith('gpu_')]).toEqual(['thxy', true]);
      if (row.resourceType === 'storage' || row.resourceType === 'bandwidth') expect(row.partition).toBeUndefined();
      expect(Number(row.used)).toBeLessThanOrEqual(Number(row.quota));
      expect(String(row.openDate) < String(row.expireDate)).toBe(true);
    }
  });

  it("a compute resource's 已用量 is the sum of its jobs, each run between its opening and the reference time", () => {
    const byResource = new Map<string, Record<string, unknown>[]>();
    for (const usage of usages()) byResource.set(String(usage.resourceNo), [...(byResource.get(String(usage.resourceNo)) ?? []), usage]);
    const compute = resources().filter((r) => r.resourceType === 'cpu' || r.resourceType === 'gpu');
    expect(compute.length).toBeGreaterThan(50);
    for (const resource of compute) {
      const jobs = byResource.get(String(resource.resourceNo)) ?? [];
      expect(jobs.length, String(resource.resourceNo)).toBeGreaterThanOrEqual(3);
      const total = jobs.reduce((sum, job) => sum + Math.round(Number(job.usage) * 100), 0) / 100;
      expect(total).toBeCloseTo(Number(resource.used), 2);
      for (const job of jobs) {
        expect(job.unit).toBe(resource.unit);
        expect(String(job.startTime) >= String(resource.openDate)).toBe(true);
        expect(String(job.startTime) < String(job.endTime)).toBe(true);
        expect(String(job.startTime) <= formatBeijingTime(SEED_REF_DATE)).toBe(true);
      }
    }
    const ids = usages().map((u) => Number(u.jobId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has frozen, recycled and live rows (some ending within 30 days) for the page actions', () => {
    const rows = resources();
    for (const action of (page as ListPageConfig).rowActions ?? []) {
      const when = action.showWhen;
      if (when) expect(rows.filter((r) => meetsCondition(r, when)).length, JSON.stringify(when)).toBeGreaterThanOrEqual(5);
    }
    const ref = formatBeijingDate(SEED_REF_DATE);
    expect(rows.filter((r) => r.status === 0 && String(r.expireDate) > ref && String(r.expireDate) <= formatBeijingDate(SEED_REF_DATE.getTime() + 50 * 86_400_000)).length).toBeGreaterThanOrEqual(5);
    for (const row of rows.filter((r) => r.status === 1)) expect(row.freezeReason && row.freezeTime).toBeTruthy();
    for (const row of rows.filter((r) => r.status === 2)) expect(row.recycleTime).toBeTruthy();
  });
});
