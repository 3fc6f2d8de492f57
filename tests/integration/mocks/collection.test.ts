import { describe, expect, it, vi } from 'vitest';
import { Collection } from '../../../mocks/store/collection';

interface Job {
  id: number;
  name: string;
  cores: number;
  state: 'running' | 'done';
  note?: string | null;
}

function jobs(): Collection<Job> {
  const c = new Collection<Job>('jobs');
  c.insert({ name: 'wrf', cores: 64, state: 'running' });
  c.insert({ name: 'vasp', cores: 128, state: 'done', note: '重算' });
  c.insert({ name: 'gromacs', cores: 32, state: 'done' });
  c.insert({ name: 'lammps', cores: 256, state: 'running', note: null });
  c.insert({ name: 'cp2k', cores: 16, state: 'done', note: '完成' });
  return c;
}

describe('Collection CRUD', () => {
  it('allocates increasing ids and gets by number or numeric string', () => {
    const c = jobs();
    expect(c.list().map((j) => j.id)).toEqual([1, 2, 3, 4, 5]);
    expect(c.get(2)?.name).toBe('vasp');
    expect(c.get('2')?.name).toBe('vasp'); // path parameters arrive as strings
    expect(c.get(99)).toBeUndefined();
  });

  it('keeps the sequence ahead of explicit ids and refuses duplicates', () => {
    const c = jobs();
    c.insert({ id: 40, name: 'abaqus', cores: 8, state: 'done' });
    expect(c.insert({ name: 'next', cores: 1, state: 'done' }).id).toBe(41);
    expect(() => c.insert({ id: 40, name: 'dup', cores: 1, state: 'done' })).toThrow(/已存在/);
  });

  it('string collections skip ids taken explicitly', () => {
    const c = new Collection<{ id: string; v: number }>('s', 'string');
    c.insert({ id: '1', v: 1 });
    expect(c.insert({ v: 2 }).id).toBe('2');
  });

  it('updates with a patch, never changing the id, and removes', () => {
    const c = jobs();
    const updated = c.update(3, { state: 'running', cores: 48 });
    expect(updated).toEqual({ id: 3, name: 'gromacs', cores: 48, state: 'running' });
    expect(c.get(3)).toEqual(updated);
    expect(c.update(3, { id: 9 } as Partial<Job>)?.id).toBe(3);
    expect(c.update(77, { cores: 1 })).toBeUndefined();
    expect(c.remove(3)).toBe(true);
    expect(c.remove(3)).toBe(false);
    expect(c.count()).toBe(4);
    expect(c.removeWhere((j) => j.state === 'done')).toBe(2);
    expect(c.list().map((j) => j.name)).toEqual(['wrf', 'lammps']);
  });

  it('hands out copies: editing a returned record does not change the store', () => {
    const c = jobs();
    const job = c.get(1);
    if (!job) throw new Error('missing');
    job.cores = 1;
    c.list()[0]!.name = 'changed';
    expect(c.get(1)).toMatchObject({ name: 'wrf', cores: 64 });
  });

  it('notifies listeners on every change', () => {
    const c = jobs();
    const listener = vi.fn();
    c.subscribe(listener);
    c.insert({ name: 'x', cores: 1, state: 'done' });
    c.update(1, { cores: 2 });
    c.remove(2);
    c.remove(2); // nothing removed: no notification
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('Collection query', () => {
  it('filters, sorts and pages with 1-based page numbers', () => {
    const c = jobs();
    const page1 = c.query({ filter: (j) => j.cores >= 32, sort: { key: 'cores', order: 'desc' }, pageIndex: 1, pageSize: 2 });
    expect(page1.total).toBe(4);
    expect(page1.records.map((j) => j.name)).toEqual(['lammps', 'vasp']);
    const page2 = c.query({ filter: (j) => j.cores >= 32, sort: { key: 'cores', order: 'desc' }, pageIndex: 2, pageSize: 2 });
    expect(page2.records.map((j) => j.name)).toEqual(['wrf', 'gromacs']);
    const page3 = c.query({ filter: (j) => j.cores >= 32, pageIndex: 3, pageSize: 2 });
    expect(page3).toEqual({ records: [], total: 4 });
  });

  it('sorts strings ascending and keeps missing values last in both orders', () => {
    const c = jobs();
    expect(c.query({ sort: { key: 'name' } }).records.map((j) => j.name)).toEqual(['cp2k', 'gromacs', 'lammps', 'vasp', 'wrf']);
    const asc = c.query({ sort: { key: 'note', order: 'asc' } }).records.map((j) => j.note ?? '-');
    const desc = c.query({ sort: { key: 'note', order: 'desc' } }).records.map((j) => j.note ?? '-');
    expect(asc.slice(0, 2).sort()).toEqual(['完成', '重算']);
    expect(asc.slice(2)).toEqual(['-', '-', '-']);
    expect(desc.slice(2)).toEqual(['-', '-', '-']);
    expect(desc.slice(0, 2)).toEqual([...asc.slice(0, 2)].reverse());
  });

  it('returns everything when no page size is given', () => {
    expect(jobs().query({ pageIndex: 2 }).records).toHaveLength(5);
  });
});

describe('Collection snapshot', () => {
  it('restores records and the id sequence', () => {
    const c = jobs();
    c.remove(5);
    const snapshot = c.snapshot();
    const other = new Collection<Job>('jobs');
    other.restore(snapshot);
    expect(other.list()).toEqual(c.list());
    // id 5 was removed but is not reused after a restore
    expect(other.insert({ name: 'new', cores: 1, state: 'done' }).id).toBe(6);
  });
});
