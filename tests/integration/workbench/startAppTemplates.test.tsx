/**
 * 应用运行's 作业模板 (issue 39): 保存为模板 from a filled job form — name, help per field, a locked
 * field with its reason — then, on a fresh form, 从模板填写 fills the values, shows the help, and
 * the locked field is read-only with why under it; saving again from it is its next version; 版本
 * compares two versions side by side and 回滚 saves an older one as the newest.
 */
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { crudCollectionName } from '../../../mocks/crud/crudCollections';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import StartAppModule from '../../../src/modules/workbench/apps/StartAppModule';
import { render, screen, waitFor, within } from '../../support/testingLibrary';
import { signIn } from '../renderer/detailHarness';

function renderStartApp(appId: number) {
  return render(
    <ConfigProvider locale={zhCN}>
      <FeedbackSlot />
      <MemoryRouter initialEntries={[`/application-admin/start-app?appId=${appId}`]}><StartAppModule /></MemoryRouter>
    </ConfigProvider>,
  );
}

describe('作业模板 in 应用运行', () => {
  it('saves a template from the form and fills a fresh form from it, the locked field saying why', async () => {
    const user = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
    const codes = mockControl.db.collection('roles').get(user.role)!.permissions;
    const sub = mockControl.db.collection('appSubscriptions').list().find((s) => s.userId === user.id && s.status === 'ACTIVE')!;
    await signIn('personal', codes);
    const events = userEvent.setup();
    const view = renderStartApp(sub.appId);

    await events.type(await screen.findByLabelText('作业名称', {}, { timeout: 8000 }), 'tpl_job');
    const cores = screen.getByLabelText('核数');
    await events.clear(cores);
    await events.type(cores, '48');
    await events.click(screen.getByRole('button', { name: '保存为模板' }));
    const dialog = await screen.findByRole('dialog', { name: '保存为模板' });
    await events.type(within(dialog).getByLabelText('模板名称'), '课题组标准');
    await events.type(within(dialog).getByLabelText('核数的填写说明'), '48 核最经济');
    await events.click(within(dialog).getByRole('switch', { name: '允许修改计算分区' }));
    // A locked field needs its reason before saving.
    await events.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写锁定「计算分区」的原因')).toBeInTheDocument();
    await events.type(within(dialog).getByLabelText('计算分区的锁定原因'), '经费只覆盖通用分区');
    await events.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '保存为模板' })).toBeNull(), { timeout: 8000 });
    const saved = mockControl.db.collection(crudCollectionName('app-job-template')).list().filter((r) => r.name === '课题组标准');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ version: 1, scope: 'PRIVATE', appId: sub.appId });
    expect(JSON.parse(String(saved[0]!.fieldsJson))).toEqual(expect.arrayContaining([
      { key: 'ntasks', value: 48, help: '48 核最经济', locked: false, lockReason: '' },
      { key: 'partition', value: 'cpu_normal', help: '', locked: true, lockReason: '经费只覆盖通用分区' },
    ]));
    view.unmount();

    // A fresh form: choose the template.
    renderStartApp(sub.appId);
    const picker = await screen.findByRole('combobox', { name: '从模板填写' }, { timeout: 8000 });
    await events.click(picker);
    await events.click(await screen.findByText('课题组标准（第 1 版，仅自己）'));
    await waitFor(() => expect(screen.getByLabelText('核数')).toHaveValue('48'));
    expect(screen.getByLabelText('作业名称')).toHaveValue('tpl_job');
    expect(screen.getByText('48 核最经济')).toBeInTheDocument();
    expect(screen.getByText('由模板「课题组标准」锁定：经费只覆盖通用分区')).toBeInTheDocument();
    const partitionItem = screen.getByText('由模板「课题组标准」锁定：经费只覆盖通用分区').closest('.ant-formily-item') as HTMLElement;
    expect(within(partitionItem).getByRole('combobox')).toBeDisabled();

    // Saving from it again, with 64 cores, is its second version.
    await events.clear(screen.getByLabelText('核数'));
    await events.type(screen.getByLabelText('核数'), '64');
    await events.click(screen.getByRole('button', { name: '保存为模板' }));
    const again = await screen.findByRole('dialog', { name: '保存为模板' });
    expect(within(again).getByRole('checkbox', { name: /保存为「课题组标准」的第 2 版/ })).toBeChecked();
    await events.click(within(again).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(mockControl.db.collection(crudCollectionName('app-job-template')).list().filter((r) => r.name === '课题组标准')).toHaveLength(2), { timeout: 8000 });
    expect(mockControl.db.collection(crudCollectionName('app-job-template')).list().map((r) => r.version)).toContain(2);

    // 版本: the two side by side, the changed row marked; 回滚到第 1 版 saves it as the third and fills the form.
    await events.click(await screen.findByRole('button', { name: '版本（2）' }, { timeout: 8000 }));
    const versions = await screen.findByRole('dialog', { name: '「课题组标准」的版本' });
    const coresRow = (await within(versions).findByText('核数', { selector: 'td' }, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(coresRow).toHaveTextContent('48；说明：48 核最经济；可修改');
    expect(coresRow).toHaveTextContent('64；说明：48 核最经济；可修改');
    expect(within(coresRow).getByText('有变化')).toBeInTheDocument();
    const partitionRow = within(versions).getByText('计算分区', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(partitionRow).queryByText('有变化')).toBeNull();
    await events.click(within(versions).getByRole('button', { name: '回滚到第 1 版' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '「课题组标准」的版本' })).toBeNull(), { timeout: 8000 });
    const third = mockControl.db.collection(crudCollectionName('app-job-template')).list().find((r) => r.name === '课题组标准' && r.version === 3);
    expect(JSON.parse(String(third!.fieldsJson))).toContainEqual({ key: 'ntasks', value: 48, help: '48 核最经济', locked: false, lockReason: '' });
    await waitFor(() => expect(screen.getByLabelText('核数')).toHaveValue('48'));
  });
});
