/**
 * 作业详情 as a block page (schemas/pages/application-admin/job-detail.json): the job named by the
 * address (?id=) read from app-start/{id} — its fields with the state as a coloured tag, its
 * parameters, its state timeline and its output (a log block) — 取消作业 offered while it is queued or running
 * (asked first, PUT cancel/{id}, the page read again), no id in the address says where jobs are
 * listed, and another user's job is not shown. A queued job says why it waits (reason, place,
 * estimated start, what to do: mocks/handlers/jobQueue.ts); a running one counts its walltime down;
 * a finished one shows requested against used (mocks/handlers/jobEfficiency.ts).
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { currentLocation, renderPage } from './detailHarness';

const PAGE = 'application-admin/job-detail';

function newJob(userName: string, submitAt = Date.now()) {
  const user = mockControl.db.collection('users').find((u) => u.userName === userName)!;
  return mockControl.db.collection('appJobs').insert({
    userId: user.id, jobId: '3100007', appId: 5, appName: 'LAMMPS', jobName: 'blocks_tensile', partition: 'cpu_normal',
    params: { jobName: 'blocks_tensile', partition: 'cpu_normal', ntasks: 32, walltime: 24 }, cores: 32, runMinutes: 60, submitAt, finalStatus: 'COMPLETED',
  });
}

const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('作业详情 (block page)', () => {
  it('shows the queued job named by the address: fields, state tag, parameters, timeline and output', async () => {
    const job = newJob('personal');
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    await screen.findByText('blocks_tensile', { selector: '.ant-descriptions-item-content' }, { timeout: 8000 });
    const fields = card('作业详情');
    const status = within(fields).getByText('排队中');
    expect(status.closest('.ant-tag')).toHaveClass('ant-tag-warning');
    expect(within(fields).getByText('3100007')).toBeInTheDocument();
    expect(within(fields).getByText('0.00')).toBeInTheDocument();
    const params = card('作业参数');
    // Each parameter under its form label (the application's form names walltime).
    const walltime = within(params).getByText('最长运行时间（小时）').closest('.ant-descriptions-item') as HTMLElement;
    expect(within(walltime).getByText('24')).toBeInTheDocument();
    expect(within(card('状态记录')).getByText(/已提交$/)).toBeInTheDocument();
    // Slurm writes a job's output once it starts: a queued job's 作业输出 says so (the lines of a running
    // or finished job: tests/integration/renderer/logBlock.test.tsx).
    expect(await within(card('作业输出')).findByText('作业尚未开始运行，开始后这里实时显示输出')).toBeInTheDocument();
    expect(within(fields).getByRole('button', { name: '取消作业' })).toBeInTheDocument();
  });

  it('a queued job says why it waits, where it stands and when it should start, with what to do', async () => {
    const enterprise = mockControl.db.collection('users').find((u) => u.userName === 'enterprise')!;
    // Two running 512-core jobs of another user fill cpu_normal (1024 cores): the new job waits for cores.
    for (const jobId of ['3100001', '3100002']) {
      mockControl.db.collection('appJobs').insert({
        userId: enterprise.id, jobId, appId: 5, appName: 'LAMMPS', jobName: `big_${jobId}`, partition: 'cpu_normal',
        params: { ntasks: 512, walltime: 24 }, cores: 512, runMinutes: 90, submitAt: Date.now() - 10 * 60_000, finalStatus: 'COMPLETED',
      });
    }
    const job = newJob('personal', Date.now() - 60_000);
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    const reason = await screen.findByText('资源不足', { selector: '.ant-tag' }, { timeout: 8000 });
    expect(reason).toHaveClass('ant-tag-warning');
    const fields = card('作业详情');
    const place = within(fields).getByText('排队位置').closest('.ant-descriptions-item, tr') as HTMLElement;
    expect(place.textContent).toContain('1');
    expect(within(fields).getByText('预计开始')).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toMatch(/排队中：分区 cpu_normal 第 1 位，预计 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 开始。原因：资源不足。分区当前空闲 0 核，作业需要 32 核/);
    expect(within(fields).queryByText('剩余运行时间')).toBeNull();
  });

  it('a running job counts its walltime down and shows no queue', async () => {
    const job = newJob('personal', Date.now() - 5 * 60_000);
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    await screen.findByText('运行中', { selector: '.ant-tag' }, { timeout: 8000 });
    const timer = within(card('作业详情')).getByRole('timer');
    // Walltime 24 h, started about 4.7 minutes ago.
    expect(timer.textContent).toMatch(/^剩余 23:5\d:\d{2}$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 8000 });
    expect(screen.queryByText('排队位置')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('取消作业 asks first, cancels the job, says so and reads it again: the button goes', async () => {
    const job = newJob('personal');
    const { notices } = await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    fireEvent.click(await screen.findByRole('button', { name: '取消作业' }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(within(card('作业详情')).getByText('已取消')).toBeInTheDocument(), { timeout: 8000 });
    expect(notices).toContainEqual({ level: 'success', text: '作业已取消' });
    expect(mockControl.db.collection('appJobs').get(job.id)!.cancelAt).toBeDefined();
    expect(screen.queryByRole('button', { name: '取消作业' })).toBeNull();
    expect(within(card('状态记录')).getByText(/已取消$/)).toBeInTheDocument();
  });

  it('a finished job offers no 取消作业; 返回 goes to 应用运行', async () => {
    const job = newJob('personal', Date.now() - 3 * 3_600_000);
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    await screen.findByText('已完成', { selector: '.ant-tag' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: '取消作业' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /返\s?回/ }));
    await waitFor(() => expect(currentLocation.current).toBe('/application-admin/start-app'));
  });

  it('a finished job shows what it used against what it asked for, with a hint for next time', async () => {
    // LAMMPS, 32 cores for 24 h, done in an hour (newJob): the walltime was far too long.
    const job = newJob('personal', Date.now() - 3 * 3_600_000);
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    await screen.findByText('已完成', { selector: '.ant-tag' }, { timeout: 8000 });
    const usage = card('资源使用效率');
    const value = (label: string) => within(usage).getByText(label).closest('th')!.nextElementSibling!.textContent;
    expect(value('申请核数')).toBe('32 核');
    expect(value('申请内存')).toBe('64 GB');
    expect(value('CPU 利用率')).toMatch(/^\d{2}\.\d%$/);
    expect(value('实际运行时间')).toBe('01:00:00');
    expect(value('时间利用率')).toBe('4.2%');
    expect(value('下次提交建议')).toContain('只用了最长运行时间的 4%，下次可设为 2 小时');
  });

  it('a running job’s usage says it comes once the job ends', async () => {
    const job = newJob('personal', Date.now() - 5 * 60_000);
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    await screen.findByText('运行中', { selector: '.ant-tag' }, { timeout: 8000 });
    expect(within(card('资源使用效率')).getByText('作业运行结束后，这里对比申请与实际使用的资源')).toBeInTheDocument();
  });

  it('without ?id= the page says where jobs are listed and makes no call', async () => {
    await renderPage(PAGE, { user: 'personal' });
    expect(await screen.findByText('未指定作业，请从“应用运行”中选择', {}, { timeout: 8000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '前往应用运行' }));
    await waitFor(() => expect(currentLocation.current).toBe('/application-admin/start-app'));
  });

  it('another user’s job is not shown: one error panel', async () => {
    const job = newJob('enterprise');
    await renderPage(PAGE, { search: `?id=${job.id}`, user: 'personal' });
    expect(await screen.findByText('数据加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('数据加载失败')).toHaveLength(1);
    expect(screen.queryByText('blocks_tensile')).toBeNull();
  });
});
