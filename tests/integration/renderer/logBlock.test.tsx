/**
 * The `log` block (src/renderer/blocks/LogBlock.tsx) on 作业详情: a job's stdout/stderr read by
 * offset from app-start get-log (mocks/handlers/jobLog.ts) — the tail followed as the job writes,
 * 暂停 holding the view until 继续, 搜索 marking matches as text (never HTML), 下载 saving every
 * line read, a finished job's whole log read in pages, a queued job's empty text. Every wait is
 * for a state of the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import type { AppJobRecord } from '../../../mocks/store/seeds/workbench';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage } from './detailHarness';

const PAGE = 'application-admin/job-detail';
const MIN = 60_000;

function newJob(over: Partial<AppJobRecord>): AppJobRecord {
  const user = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
  return mockControl.db.collection('appJobs').insert({
    userId: user.id, jobId: '3200011', appId: 5, appName: 'LAMMPS', jobName: 'log_tensile', partition: 'cpu_large',
    params: { jobName: 'log_tensile', partition: 'cpu_large', ntasks: 32, walltime: 24 }, cores: 32, runMinutes: 60, submitAt: Date.now() - 2 * MIN, finalStatus: 'COMPLETED', ...over,
  });
}

const card = () => screen.getByText('作业输出', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const lineCount = () => card().querySelectorAll('.hpc-block-log-line').length;

afterEach(() => vi.restoreAllMocks());

describe('log block (作业输出)', () => {
  it('a running job’s output streams in and the view follows the tail', async () => {
    // jsdom lays nothing out: a height that grows with the lines lets the test see the scroll follow.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function height(this: HTMLElement) { return this.childElementCount * 20; });
    const job = newJob({});
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    const log = await screen.findByRole('log', { name: '作业输出' }, { timeout: 8000 });
    expect(log.textContent).toContain('Job 3200011 (log_tensile) started at');
    expect(log.textContent).toContain('LAMMPS (2 Aug 2023 - Update 1)');
    expect(within(card()).getByText('实时')).toBeInTheDocument();
    const before = lineCount();
    // Ten more minutes of running: the next read brings the lines written since.
    mockControl.db.collection('appJobs').update(job.id, { submitAt: job.submitAt - 10 * MIN });
    await waitFor(() => expect(lineCount()).toBeGreaterThan(before + 100), { timeout: 15_000 });
    expect(log.scrollTop).toBe(log.scrollHeight);
    expect(log.scrollTop).toBeGreaterThan(0);
  });

  it('暂停 holds the lines shown until 继续 reads on', async () => {
    const job = newJob({});
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    await screen.findByRole('log', { name: '作业输出' }, { timeout: 8000 });
    fireEvent.click(within(card()).getByRole('button', { name: /暂\s?停/ }));
    expect(within(card()).getByText('已暂停')).toBeInTheDocument();
    const held = lineCount();
    const hours = () => screen.getByText('核时').closest('th, .ant-descriptions-item')!.nextElementSibling?.textContent ?? screen.getByText('核时').parentElement!.textContent;
    const shownHours = hours();
    mockControl.db.collection('appJobs').update(job.id, { submitAt: job.submitAt - 10 * MIN });
    // The job's own read (every 5 s) shows the longer run: reads went on, the paused log did not.
    await waitFor(() => expect(hours()).not.toBe(shownHours), { timeout: 15_000 });
    expect(lineCount()).toBe(held);
    fireEvent.click(within(card()).getByRole('button', { name: /继\s?续/ }));
    await waitFor(() => expect(lineCount()).toBeGreaterThan(held + 100), { timeout: 15_000 });
    expect(within(card()).getByText('实时')).toBeInTheDocument();
  });

  it('搜索 marks each match and counts them; a line is text, never HTML', async () => {
    const job = newJob({ jobName: '<img src=x onerror=alert(1)>run', submitAt: Date.now() - 3 * 3_600_000 });
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    const log = await screen.findByRole('log', { name: '作业输出' }, { timeout: 8000 });
    await within(card()).findByText('已结束', {}, { timeout: 15_000 });
    expect(log.querySelector('img')).toBeNull();
    expect(log.textContent).toContain('(<img src=x onerror=alert(1)>run) started');
    fireEvent.change(within(card()).getByRole('textbox', { name: '搜索输出' }), { target: { value: 'total wall' } });
    const marks = log.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toBe('Total wall');
    expect(within(card()).getByRole('status').textContent).toBe('共 1 处匹配');
    fireEvent.change(within(card()).getByRole('textbox', { name: '搜索输出' }), { target: { value: 'no-such-text' } });
    expect(within(card()).getByRole('status').textContent).toBe('无匹配');
    expect(log.querySelectorAll('mark')).toHaveLength(0);
  });

  it('a finished job shows its whole log, read in pages, and 下载 saves every line under the job’s name', async () => {
    const job = newJob({ appName: 'VASP 6.3', jobName: 'relax_si', runMinutes: 180, submitAt: Date.now() - 5 * 3_600_000, finalStatus: 'FAILED' });
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { lastBlob = blob as Blob; return 'blob:log'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) { saved.push({ name: this.download, blob: lastBlob! }); });
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    await within(await waitFor(card, { timeout: 8000 })).findByText('已结束', {}, { timeout: 15_000 });
    const log = screen.getByRole('log', { name: '作业输出' });
    // A failed VASP run: an hour of steps (a long run writes 1,500 at most, here 500), its header and the
    // failure on stderr — more than one page of 500.
    expect(lineCount()).toBeGreaterThan(500);
    const lines = [...log.querySelectorAll('.hpc-block-log-line')];
    expect(lines[0]!.textContent).toContain('Job 3200011 (relax_si) started');
    expect(lines.at(-1)!.textContent).toMatch(/^Job 3200011 exited with code 139 at /);
    expect(log.querySelector('.hpc-block-log-error')!.textContent).toBeTruthy();
    expect(lines.some((line) => line.classList.contains('hpc-block-log-error') && line.textContent === 'forrtl: severe (174): SIGSEGV, segmentation fault occurred')).toBe(true);
    expect(within(card()).queryByRole('button', { name: /暂\s?停/ })).toBeNull();
    fireEvent.click(within(card()).getByRole('button', { name: /下\s?载/ }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('relax_si-3200011.log');
    const text = await saved[0]!.blob.text();
    expect(text.split('\n').filter(Boolean)).toHaveLength(lineCount());
    expect(text).toContain(' entering main loop');
  });

  it('a queued job has no output yet and says so', async () => {
    const job = newJob({ submitAt: Date.now() });
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    expect(await within(await waitFor(card, { timeout: 8000 })).findByText('作业尚未开始运行，开始后这里实时显示输出', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: /下\s?载/ })).toBeDisabled();
  });
});
