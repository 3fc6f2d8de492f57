/**
 * A job's output as the mock backend writes it (mocks/handlers/jobLog.ts): it grows with the time
 * run, an offset read answers the lines from there (in pages), and it is complete only once the
 * job has ended, with the application's own lines and its failure on stderr.
 */
import { describe, expect, it } from 'vitest';
import { jobLog, LOG_PAGE } from '../../../mocks/handlers/jobLog';
import type { JobView } from '../../../mocks/handlers/workbenchJobs';
import type { AppJobRecord } from '../../../mocks/store/seeds/workbench';

const T0 = Date.parse('2026-11-23T02:00:00Z');
const MIN = 60_000;
const job: AppJobRecord = {
  id: 1, userId: 'u1', jobId: '3300001', appId: 1, appName: 'GROMACS 2023', jobName: 'md_lysozyme', partition: 'cpu_normal',
  params: { walltime: 2, tprFile: 'md.tpr' }, cores: 64, runMinutes: 60, submitAt: T0 - 20_000, finalStatus: 'COMPLETED',
};
const running: JobView = { status: 'RUNNING', startAt: T0, endAt: null, history: [] };

describe('job log (mock)', () => {
  it('has nothing before the job starts, and is complete at once for a job cancelled in the queue', () => {
    expect(jobLog(job, { status: 'PENDING', startAt: null, endAt: null, history: [] }, T0)).toEqual({ lines: [], complete: false });
    expect(jobLog(job, { status: 'CANCELLED', startAt: null, endAt: T0, history: [] }, T0)).toEqual({ lines: [], complete: true });
  });

  it('grows with the time run, the same lines at every read, numbered in order', () => {
    const early = jobLog(job, running, T0 + MIN);
    const later = jobLog(job, running, T0 + 2 * MIN);
    expect(early.complete).toBe(false);
    expect(later.lines.length).toBe(early.lines.length + 20);
    expect(later.lines.slice(0, early.lines.length)).toEqual(early.lines);
    expect(later.lines.map((line) => line.n)).toEqual(later.lines.map((_, i) => i));
    // GROMACS writes its progress on stderr, its energies on stdout.
    expect(later.lines.some((line) => line.stream === 'stderr' && /^step \d+, remaining wall clock time/.test(line.text))).toBe(true);
    expect(later.lines.some((line) => line.stream === 'stdout' && line.text.includes('Energies (kJ/mol)'))).toBe(true);
  });

  it('is complete once the job ended: the whole run and its last lines, a failure on stderr', () => {
    const done = jobLog(job, { status: 'COMPLETED', startAt: T0, endAt: T0 + 60 * MIN, history: [] }, T0 + 5 * 60 * MIN);
    expect(done.complete).toBe(true);
    expect(done.lines.length).toBeGreaterThan(LOG_PAGE * 2);
    expect(done.lines.at(-1)!.text).toMatch(/^Job 3300001 finished normally at .+, exit code 0$/);
    const failed = jobLog({ ...job, finalStatus: 'FAILED' }, { status: 'FAILED', startAt: T0, endAt: T0 + 20 * MIN, history: [] }, T0 + 60 * MIN);
    expect(failed.lines.filter((line) => line.stream === 'stderr').map((line) => line.text)).toContain('forrtl: severe (174): SIGSEGV, segmentation fault occurred');
    expect(failed.lines.at(-1)!.text).toMatch(/exited with code 139/);
  });

  it('a long run writes at most about 1,500 step lines', () => {
    const long = { ...job, runMinutes: 1_200 };
    expect(jobLog(long, { status: 'COMPLETED', startAt: T0, endAt: T0 + 1_200 * MIN, history: [] }, T0 + 2_000 * MIN).lines.length).toBeLessThan(1_520);
  });
});
