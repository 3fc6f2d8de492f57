/**
 * The scheduler of 应用运行's jobs (mocks/handlers/jobQueue.ts): starts follow the partition's
 * queue (first in, first out, free cores, the account's quota, a dependency, maintenance), and a
 * pending job's place, estimated start and reason are computed from that state.
 */
import { describe, expect, it } from 'vitest';
import { maintenanceEnd, PARTITION_CAPACITY, QUEUE_MS, queueState, schedule } from '../../../mocks/handlers/jobQueue';
import type { AppJobRecord } from '../../../mocks/store/seeds/workbench';

const T0 = Date.parse('2026-11-23T02:00:00Z'); // a Monday, 10:00 Beijing
const MIN = 60_000;
let nextId = 1;

function job(over: Partial<AppJobRecord>): AppJobRecord {
  const id = nextId++;
  return {
    id, userId: 'u1', jobId: String(4_000_000 + id), appId: 1, appName: 'VASP', jobName: `j${id}`, partition: 'cpu_normal',
    params: { walltime: 2 }, cores: 512, runMinutes: 60, submitAt: T0, finalStatus: 'COMPLETED', ...over,
  };
}

describe('job queue (mock scheduler)', () => {
  it('starts a job after the scheduler cycle when its cores are free', () => {
    const a = job({});
    expect(schedule([a]).get(a.id)).toEqual({ start: T0 + QUEUE_MS, end: T0 + QUEUE_MS + 60 * MIN });
  });

  it('a job too big for the free cores waits for the first end: 资源不足, first in the queue', () => {
    const a = job({ runMinutes: 30 });
    const b = job({ runMinutes: 90, submitAt: T0 + 1000 });
    const c = job({ userId: 'u2', submitAt: T0 + 2000 });
    const all = [a, b, c];
    const slots = schedule(all);
    expect(slots.get(c.id)!.start).toBe(T0 + QUEUE_MS + 30 * MIN);
    const state = queueState(c, all, slots, T0 + 5 * MIN)!;
    expect(state).toMatchObject({ position: 1, estimatedStart: T0 + QUEUE_MS + 30 * MIN, wait: { code: 'Resources', reason: '资源不足' } });
    expect(state.wait.advice).toContain('空闲 0 核');
  });

  it('a job behind another pending job waits 优先级较低 at position 2, and starts after it (first in, first out)', () => {
    const a = job({});
    const b = job({ submitAt: T0 + 1000 });
    const c = job({ userId: 'u2', submitAt: T0 + 2000 });
    const d = job({ userId: 'u3', cores: 64, submitAt: T0 + 3000 });
    const all = [a, b, c, d];
    const slots = schedule(all);
    // d would fit beside nothing — the partition is full — and may not pass c.
    expect(slots.get(d.id)!.start).toBeGreaterThanOrEqual(slots.get(c.id)!.start);
    expect(queueState(d, all, slots, T0 + 5 * MIN)).toMatchObject({ position: 2, wait: { code: 'Priority', reason: '优先级较低' } });
  });

  it('an account over its quota in the partition waits 超出账户配额 though cores are free', () => {
    const a = job({ partition: 'cpu_large', cores: 1024 });
    const b = job({ partition: 'cpu_large', cores: 128, submitAt: T0 + 1000 });
    const all = [a, b];
    const slots = schedule(all);
    expect(slots.get(b.id)!.start).toBe(slots.get(a.id)!.end);
    const state = queueState(b, all, slots, T0 + 5 * MIN)!;
    expect(state.wait).toMatchObject({ code: 'AssocGrpCpuLimit', reason: '超出账户配额' });
    expect(state.wait.advice).toContain(`配额 ${PARTITION_CAPACITY.cpu_large!.accountQuota} 核`);
  });

  it('a job depending on another waits 依赖作业未完成 until it ends', () => {
    const a = job({ partition: 'cpu_large', cores: 64 });
    const b = job({ partition: 'cpu_normal', cores: 64, submitAt: T0 + 1000, params: { walltime: 1, dependency: a.jobId } });
    const all = [a, b];
    const slots = schedule(all);
    expect(slots.get(b.id)!.start).toBe(slots.get(a.id)!.end);
    expect(queueState(b, all, slots, T0 + 5 * MIN)!.wait).toMatchObject({ code: 'Dependency', reason: '依赖作业未完成' });
  });

  it('a partition under maintenance starts nothing until the window ends: 分区维护中', () => {
    const thursday = Date.parse('2026-11-26T01:00:00Z'); // 09:00 Beijing, in gpu_a800's 08:00–12:00 window
    expect(maintenanceEnd(PARTITION_CAPACITY.gpu_a800!, thursday)).toBe(Date.parse('2026-11-26T04:00:00Z'));
    const a = job({ partition: 'gpu_a800', cores: 8, submitAt: thursday });
    const slots = schedule([a]);
    expect(slots.get(a.id)!.start).toBe(Date.parse('2026-11-26T04:00:00Z'));
    const state = queueState(a, [a], slots, thursday + 5 * MIN)!;
    expect(state.wait).toMatchObject({ code: 'PartitionDown', reason: '分区维护中' });
    expect(state.wait.advice).toContain('维护至 12:00');
  });

  it('a just-submitted job waits for the scheduler; a job cancelled before it started never runs and frees its place', () => {
    const a = job({});
    const b = job({});
    const c = job({ submitAt: T0 + 1000, cancelAt: T0 + 2 * MIN });
    const d = job({ userId: 'u2', submitAt: T0 + 2000 });
    const all = [a, b, c, d];
    const slots = schedule(all);
    expect(queueState(a, all, slots, T0 + 1000)!.wait.code).toBe('None');
    expect(slots.get(c.id)).toBeNull();
    expect(slots.get(d.id)!.start).toBe(slots.get(a.id)!.end);
    expect(queueState(d, all, slots, T0 + 5 * MIN)!.position).toBe(1);
  });
});
