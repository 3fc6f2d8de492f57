import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { expenseApi, type JobBill, type JobBills } from '../api/expenseApi';
import type { JobStatus } from '../api/workbenchApi';
import { formatYuan } from '../../../contract/money';
import { JOB_STATUS_COLOR } from '../apps/jobLabels';
import { PARTITION_NAMES } from './labels';

const EMPTY: JobBills = { records: [], total: 0, totalCoreHours: 0, totalCost: 0 };

/**
 * 作业账单: the caller's jobs as the ledger prices them — core-hours × the unit price of the
 * partition's billing rule in force (计时计费, edited by the operator), to the fen. Unit price and
 * cost come from the server, the same rows the operator's 作业费用 shows, so the two never differ.
 */
export default function WorkBills() {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const bills = useAsyncData(`job-bills|${page.pageIndex}|${page.pageSize}`, () => expenseApi.jobBills(page));
  const returnRef = useReloadOnReturn(bills.reload);
  if (bills.state.status === 'error') return <ErrorPanel title="作业账单加载失败" detail={bills.state.message} onRetry={bills.reload} />;
  const data = bills.state.status === 'ready' ? bills.state.data : EMPTY;
  return (
    <Card ref={returnRef} title="作业账单"
      extra={<span data-testid="job-bill-total">合计 {data.totalCoreHours.toFixed(2)} 核时，<span className="wb-money">{formatYuan(data.totalCost)}</span> 元</span>}>
      <Table<JobBill> rowKey="id" loading={bills.state.status === 'loading'} dataSource={data.records}
        pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { title: '作业号', dataIndex: 'jobId' },
          { title: '作业名称', dataIndex: 'jobName' },
          { title: '应用', dataIndex: 'appName' },
          { title: '计算分区', dataIndex: 'partition', render: (p: string) => PARTITION_NAMES[p] ?? p },
          { title: '状态', dataIndex: 'status', render: (_: unknown, j) => <Tag color={JOB_STATUS_COLOR[j.status as JobStatus]}>{j.statusName}</Tag> },
          { title: '核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
          { title: '单价（元/核时）', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatYuan(v) },
          { title: '费用（元）', dataIndex: 'cost', align: 'right', render: (v: number) => <span className="wb-money">{formatYuan(v)}</span> },
          { title: '结束时间', dataIndex: 'endTime', render: (v: string) => v || '—' },
        ]} />
    </Card>
  );
}
