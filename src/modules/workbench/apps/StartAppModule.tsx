import { Button, Card, Empty, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatYuan } from '../../../contract/money';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import type { OperationAnswer } from '../../../renderer/data/operationClient';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { JobForm } from './JobForm';
import { JOB_STATUS_COLOR } from './jobLabels';
import '../workbench.css';

type Job = OperationAnswer<'app-start', 'get-page'>['records'][number];

/**
 * 应用运行: choose a subscribed application, fill the job form the external platform describes
 * (fields and partitions), submit (app start apply); below, the user's jobs with their status.
 */
export default function StartAppModule() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const appId = Number(params.get('appId')) || null;
  const apps = useOperationQuery('app-start', 'get-apps');
  const form = useOperationQuery('starlight', 'get-app-forms', { query: { appId: appId ?? 0 } }, { enabled: appId !== null });
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const jobs = useOperationQuery('app-start', 'get-page', { query: page });
  const returnRef = useReloadOnReturn(jobs.reload);

  if (apps.state.status === 'error') return <ErrorPanel title="应用列表加载失败" detail={apps.state.message} onRetry={apps.reload} />;
  const choose = (id: number) => setParams(new URLSearchParams({ appId: String(id) }));

  return (
    <div ref={returnRef} className="wb-page">
      <Card title="应用运行">
        <div className="wb-toolbar">
          <span>选择应用</span>
          <Select aria-label="选择应用" style={{ width: 280 }} placeholder="请选择已订阅的应用" value={appId ?? undefined} onChange={choose} loading={apps.state.status === 'loading'}
            showSearch optionFilterProp="label" options={(apps.state.status === 'ready' ? apps.state.data : []).map((a) => ({ value: a.appId, label: `${a.appName} ${a.version}` }))} />
        </div>
        {appId === null && <Empty description="请选择要运行的应用" />}
        {form.state.status === 'error' && <ErrorPanel title="作业表单加载失败" detail={form.state.message} onRetry={form.reload} />}
        {form.state.status === 'ready' && <JobForm key={appId} form={form.state.data} onSubmitted={(job) => { navigate(`/application-admin/job-detail?id=${job.id}`); }} />}
      </Card>
      <Card title="我的作业">
        {jobs.state.status === 'error'
          ? <ErrorPanel title="作业列表加载失败" detail={jobs.state.message} onRetry={jobs.reload} />
          : <Table<Job> rowKey="id" loading={jobs.state.status === 'loading'} dataSource={jobs.state.status === 'ready' ? jobs.state.data.records : []}
            pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: jobs.state.status === 'ready' ? jobs.state.data.total : 0, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
            columns={[
              { title: '作业号', dataIndex: 'jobId' },
              { title: '作业名称', dataIndex: 'jobName', render: (v: string, j) => <Button type="link" onClick={() => navigate(`/application-admin/job-detail?id=${j.id}`)}>{v}</Button> },
              { title: '应用', dataIndex: 'appName' },
              { title: '分区', dataIndex: 'partition' },
              { title: '核数', dataIndex: 'cores', align: 'right' },
              { title: '状态', dataIndex: 'status', render: (_: unknown, j) => <Tag color={JOB_STATUS_COLOR[j.status]}>{j.statusName}</Tag> },
              { title: '核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
              { title: '费用预估（元）', dataIndex: 'estimatedCost', align: 'right', render: (v: number) => formatYuan(v) },
              { title: '提交时间', dataIndex: 'submitTime' },
            ]} />}
      </Card>
    </div>
  );
}
