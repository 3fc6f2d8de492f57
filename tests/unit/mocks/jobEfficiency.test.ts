/**
 * seff for 作业详情 (mocks/handlers/jobEfficiency.ts): nothing until a job has run to an end; then
 * CPU, memory and time used against what was asked for, and a right-sizing hint when it asked for
 * much more than it used.
 */
import { describe, expect, it } from 'vitest';
import { jobEfficiency } from '../../../mocks/handlers/jobEfficiency';
import type { JobView } from '../../../mocks/handlers/workbenchJobs';
import type { AppJobRecord } from '../../../mocks/store/seeds/workbench';

const T0 = Date.parse('2026-11-23T02:00:00Z');
const HOUR = 3_600_000;
const base: AppJobRecord = {
  id: 1, userId: 'u1', jobId: '3400001', appId: 1, appName: 'VASP 6.3', jobName: 'relax', partition: 'cpu_normal',
  params: { walltime: 4 }, cores: 64, runMinutes: 180, submitAt: T0 - 20_000, finalStatus: 'COMPLETED',
};
const ended = (hours: number, status: JobView['status'] = 'COMPLETED'): JobView => ({ status, startAt: T0, endAt: T0 + hours * HOUR, history: [] });

describe('job efficiency (mock seff)', () => {
  it('says nothing while the job waits or runs', () => {
    expect(jobEfficiency(base, { status: 'RUNNING', startAt: T0, endAt: null, history: [] }, 4 * HOUR).efficiencyLevel).toBe('');
    expect(jobEfficiency(base, { status: 'PENDING', startAt: null, endAt: null, history: [] }, 4 * HOUR)).toMatchObject({ efficiencyLevel: '', rightSizing: '' });
  });

  it('a VASP job of 64 cores that used three of its four hours fits: no hint', () => {
    const seff = jobEfficiency(base, ended(3), 4 * HOUR);
    expect(seff).toMatchObject({ efficiencyLevel: 'fit', memoryRequested: 128, wallUsed: '03:00:00', wallEfficiency: 75, rightSizing: '申请的资源与实际使用相符，下次可照此提交。' });
    expect(seff.cpuEfficiency).toBeGreaterThan(80);
    expect(seff.usedCores).toBeCloseTo((64 * seff.cpuEfficiency) / 100, 0);
    expect(seff.memoryPeak).toBeLessThan(seff.memoryRequested);
  });

  it('a wide job of a code that scales badly, done in a tenth of its walltime, is told fewer cores and a shorter walltime', () => {
    const job = { ...base, appName: 'PyTorch 2.1', cores: 512, params: { walltime: 24 } };
    const seff = jobEfficiency(job, ended(2), 24 * HOUR);
    expect(seff.efficiencyLevel).toBe('over');
    expect(seff.cpuEfficiency).toBeLessThan(60);
    expect(seff.rightSizing).toMatch(/^CPU 利用率 \d+%，下次可申请 \d+ 核；只用了最长运行时间的 8%，下次可设为 3 小时（实际用时的 1.5 倍），排队更快。$/);
  });

  it('a fat-node job using little memory is pointed to the cheaper partition; a failed job is not told to shorten its walltime', () => {
    const job = { ...base, appName: 'LAMMPS', partition: 'fat_mem', cores: 32 };
    const failed = jobEfficiency(job, ended(0.5, 'FAILED'), 4 * HOUR);
    expect(failed.memoryRequested).toBe(512);
    expect(failed.rightSizing).toBe('内存峰值不到胖节点的八分之一，可改投 CPU 通用分区，单价更低。');
  });
});
