import { describe, expect, it } from 'vitest';
import { aggregateAnswer, type AggregateRow } from '../../../mocks/crud/aggregateEngine';
import { demoShiftDays, presentDate } from '../../../mocks/store/demoClock';
import { aggregateRegistry } from '../../../mocks/handlers/rowSources';
import { mockControl } from '../../../mocks/control';
import type { Access } from '../../../mocks/permissions';
import type { HpcJobRecord } from '../../../mocks/store/seeds/hpcJobs';
import { formatBeijingDate, SEED_REF_DATE } from '../../../mocks/store/time';
import { declaredOperations } from '../../../src/contract/operations';

const DAY = 86_400_000;
const ref = SEED_REF_DATE.getTime(); // 2026-11-02 10:00 Beijing

function job(partial: Partial<HpcJobRecord>): HpcJobRecord {
  return { id: 1, jobId: '1', acc: 'hpc_x', name: 'vasp', partition: 'cpu', status: 'COMPLETED', cores: 64, coreHours: 10, submitTime: '2026-11-02 08:00:00', ...partial };
}

/** account-stat as declared (overview-stats.json), over these jobs (rows of the `hpc-jobs` source) and other sources' rows, at `now`. */
function workbenchOverview(jobs: readonly HpcJobRecord[], other: Record<string, AggregateRow[]>, now: number): Record<string, unknown> {
  const declaration = [...declaredOperations.values()].find((op) => op.name === 'get-account-stat')!.aggregate!;
  const rows = jobs.map((j) => ({ ...j, userId: 'u1', day: presentDate(j.submitTime, now) }));
  const result = aggregateAnswer(declaration, rows, new URLSearchParams(), formatBeijingDate(now), (source) => other[source] ?? []);
  if ('refusal' in result) throw new Error(result.refusal);
  return result.answer as Record<string, unknown>;
}

describe('workbench overview (mock)', () => {
  it('seeded history moves forward by whole days since the seed date; later records stay as they are', () => {
    expect(demoShiftDays(ref - DAY)).toBe(0);
    expect(demoShiftDays(ref + 2.5 * DAY)).toBe(2);
    const now = ref + 19 * DAY; // 2026-11-21
    expect(presentDate('2026-11-02 08:00:00', now)).toBe('2026-11-21');
    expect(presentDate('2026-10-31 23:00:00', now)).toBe('2026-11-19');
    expect(presentDate('2026-11-20 09:00:00', now)).toBe('2026-11-20');
  });

  it('counts by status and partition, sums 核时 of this month and per day of the last 7 days', () => {
    const now = ref; // no shift
    const jobs = [
      job({ id: 1, status: 'RUNNING', partition: 'gpu', coreHours: 5.5, submitTime: '2026-11-02 09:00:00' }),
      job({ id: 2, status: 'PENDING', coreHours: 0, submitTime: '2026-11-02 09:30:00' }),
      job({ id: 3, status: 'COMPLETED', partition: 'fat', coreHours: 100, submitTime: '2026-11-01 12:00:00' }),
      job({ id: 4, status: 'FAILED', coreHours: 7.25, submitTime: '2026-10-30 12:00:00' }),
      job({ id: 5, status: 'COMPLETED', coreHours: 1000, submitTime: '2026-10-01 12:00:00' }),
    ];
    const overview = workbenchOverview(jobs, { 'coin-accounts': [{ userId: 'u1', balance: 88.5 }] }, now);
    expect(overview.jobs).toEqual({ running: 1, pending: 1, total: 5 });
    expect(overview.coreHours).toEqual({ month: 105.5 });
    expect(overview.account).toEqual({ balance: 88.5 });
    expect(overview.storage).toEqual({ usedGb: 0 });
    expect(overview.dailyCoreHours).toEqual([
      { name: '10-27', value: 0 }, { name: '10-28', value: 0 }, { name: '10-29', value: 0 }, { name: '10-30', value: 7.25 },
      { name: '10-31', value: 0 }, { name: '11-01', value: 100 }, { name: '11-02', value: 5.5 },
    ]);
    expect(overview.partitions).toEqual([{ name: 'cpu', value: 3 }, { name: 'gpu', value: 1 }, { name: 'fat', value: 1 }]);
    expect(overview.statuses).toEqual([{ name: '运行中', value: 1 }, { name: '排队中', value: 1 }, { name: '已完成', value: 2 }, { name: '失败', value: 1 }]);
  });

  it('storage is the bytes of the account\'s live file systems, in GB; no 虚拟币 account answers a null balance', () => {
    const admin = { user: mockControl.db.collection('users').find((u) => u.userName === 'admin')! } as Access;
    const storage = aggregateRegistry.sources['storage-usage']!(admin, ref) as AggregateRow[];
    expect(storage.map((r) => r.acc)).toEqual(['hpc_admin']);
    const overview = workbenchOverview([], { 'storage-usage': storage }, ref);
    expect((overview.storage as { usedGb: number }).usedGb).toBeGreaterThan(0);
    expect(overview.account).toEqual({ balance: null });
  });

  it('the seed: every HPC account has history, running and queued jobs with consistent fields', () => {
    const jobs = mockControl.db.collection('hpcJobs').list();
    for (const account of mockControl.db.collection('hpcAccounts').list()) {
      const own = jobs.filter((j) => j.acc === account.acc);
      expect(own.some((j) => j.status === 'RUNNING')).toBe(true);
      expect(own.some((j) => j.status === 'PENDING')).toBe(true);
      expect(own.filter((j) => j.status === 'COMPLETED').length).toBeGreaterThan(20);
    }
    for (const j of jobs) {
      expect(['cpu', 'gpu', 'fat']).toContain(j.partition);
      if (j.status === 'PENDING') expect([j.coreHours, j.startTime]).toEqual([0, undefined]);
      if (j.status === 'RUNNING') expect(j.startTime && !j.endTime).toBe(true);
      if (j.status === 'COMPLETED' || j.status === 'FAILED') expect(j.endTime! >= j.startTime! && j.startTime! >= j.submitTime).toBe(true);
    }
  });
});
