import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { workbenchApi, type Job } from '../api/workbenchApi';
import { chargeFen, formatFen } from '../model/money';
import { JOB_STATUS_COLOR } from '../apps/jobLabels';
import { PARTITION_NAMES } from './labels';

/** Unit prices per core-hour in fen, as the platform's cost rules set them for each partition. */
const PRICE_FEN: Readonly<Record<string, number>> = { cpu_normal: 8, cpu_large: 10, fat_mem: 15, gpu_a800: 650 };

/** 作业账单: the cost of each job, core-hours × the partition's unit price, to the fen. */
export default function WorkBills() {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const jobs = useAsyncData(`job-bills|${page.pageIndex}|${page.pageSize}`, () => workbenchApi.jobs(page));
  const returnRef = useReloadOnReturn(jobs.reload);
  if (jobs.state.status === 'error') return <ErrorPanel title="作业账单加载失败" detail={jobs.state.message} onRetry={jobs.reload} />;
  const data = jobs.state.status === 'ready' ? jobs.state.data : { records: [], total: 0 };
  return (
    <Card ref={returnRef} title="作业账单">
      <Table<Job> rowKey="id" loading={jobs.state.status === 'loading'} dataSource={data.records}
        pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { title: '作业号', dataIndex: 'jobId' },
          { title: '作业名称', dataIndex: 'jobName' },
          { title: '应用', dataIndex: 'appName' },
          { title: '计算分区', dataIndex: 'partition', render: (p: string) => PARTITION_NAMES[p] ?? p },
          { title: '状态', dataIndex: 'status', render: (_: unknown, j) => <Tag color={JOB_STATUS_COLOR[j.status]}>{j.statusName}</Tag> },
          { title: '核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
          { title: '单价（元/核时）', key: 'price', align: 'right', render: (_: unknown, j) => formatFen(PRICE_FEN[j.partition] ?? 8) },
          { title: '费用（元）', key: 'cost', align: 'right', render: (_: unknown, j) => <span className="wb-money">{formatFen(chargeFen(j.coreHours, PRICE_FEN[j.partition] ?? 8))}</span> },
          { title: '结束时间', dataIndex: 'endTime', render: (v: string) => v || '—' },
        ]} />
    </Card>
  );
}
