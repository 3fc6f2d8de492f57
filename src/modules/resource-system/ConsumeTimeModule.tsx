import { Button, Card, DatePicker, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import { notify } from '../../core/feedback/notify';
import { saveBlob } from '../../renderer/files/saveBlob';
import { ErrorPanel } from '../../ui/ErrorPanel';
import '../../ui/dayjsZhCn';
import { resourceSystemApi, type UsageFilters, type UsageRow } from './api';
import './resourceSystem.css';

const PARTITIONS = ['cpu_normal', 'cpu_large', 'fat_mem', 'gpu_a800'];
const two = (v: number) => v.toFixed(2);
const amount = (v: number) => v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 机时消耗明细: every job that used core-hours (batch jobs and 应用运行), with its customer,
 * account, partition, core-hours and cost, filtered, paged on the server, summed and exported.
 */
export default function ConsumeTimeModule() {
  const [draft, setDraft] = useState<{ customer: string; acc: string; partition?: string; range: [Dayjs, Dayjs] | null }>({ customer: '', acc: '', range: null });
  const [filters, setFilters] = useState<UsageFilters>({});
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [exporting, setExporting] = useState(false);
  const list = useAsyncData(`consume-time|${JSON.stringify(filters)}|${paging.page}|${paging.size}`, () => resourceSystemApi.consumeTime(filters, paging.page, paging.size));
  const search = () => {
    setFilters({
      customer: draft.customer.trim() || undefined, acc: draft.acc.trim() || undefined, partition: draft.partition,
      startDate: draft.range?.[0].format('YYYY-MM-DD'), endDate: draft.range?.[1].format('YYYY-MM-DD'),
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const reset = () => {
    setDraft({ customer: '', acc: '', range: null });
    setFilters({});
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      saveBlob(await resourceSystemApi.exportConsumeTime(filters), '机时消耗明细.csv');
      notify.success('导出成功');
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setExporting(false);
    }
  };
  if (list.state.status === 'error') return <ErrorPanel title="机时消耗明细加载失败" detail={list.state.message} onRetry={list.reload} />;
  const page = list.state.status === 'ready' ? list.state.data : null;
  return (
    <div className="rs-page">
      <Card>
        <div className="rs-filters">
          <Input aria-label="客户" placeholder="客户名称" allowClear style={{ width: 200 }} value={draft.customer} onChange={(e) => setDraft({ ...draft, customer: e.target.value })} onPressEnter={search} />
          <Input aria-label="HPC 账号" placeholder="HPC 账号" allowClear style={{ width: 160 }} value={draft.acc} onChange={(e) => setDraft({ ...draft, acc: e.target.value })} onPressEnter={search} />
          <Select aria-label="分区" placeholder="分区" allowClear style={{ width: 150 }} value={draft.partition} options={PARTITIONS.map((p) => ({ label: p, value: p }))} onChange={(v?: string) => setDraft({ ...draft, partition: v })} />
          <DatePicker.RangePicker aria-label="日期" value={draft.range} onChange={(v) => setDraft({ ...draft, range: v?.[0] && v[1] ? [v[0], v[1]] : null })} />
          <Button type="primary" onClick={search}>查询</Button>
          <Button onClick={reset}>重置</Button>
          <Button loading={exporting} onClick={() => void exportAll()}>导出</Button>
        </div>
        <div className="rs-filters">
          <span className="rs-sum" aria-live="polite">{page ? `共 ${page.total} 条作业，合计 ${amount(page.coreHours)} 核时，费用 ${amount(page.cost)} 元` : ''}</span>
        </div>
        <Table<UsageRow> rowKey={(r) => `${r.source}-${r.jobId}`} size="middle" loading={list.state.status === 'loading'} dataSource={page?.records ?? []} scroll={{ x: 1200 }}
          pagination={{ current: paging.page, pageSize: paging.size, total: page?.total ?? 0, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100], showQuickJumper: true, showTotal: (t) => `共 ${t} 条`, onChange: (p, s) => setPaging({ page: s === paging.size ? p : 1, size: s }) }}
          columns={[
            { title: '日期', dataIndex: 'day', width: 110 },
            { title: '客户', dataIndex: 'customer', width: 200, ellipsis: true },
            { title: 'HPC 账号', dataIndex: 'acc', width: 120 },
            { title: '作业号', dataIndex: 'jobId', width: 110 },
            { title: '作业名', dataIndex: 'jobName', width: 200, ellipsis: true },
            { title: '应用', dataIndex: 'app', width: 110 },
            { title: '分区', dataIndex: 'partition', width: 110 },
            { title: '核数', dataIndex: 'cores', width: 80, align: 'right' },
            { title: '核时', dataIndex: 'coreHours', width: 110, align: 'right', render: two },
            { title: '费用（元）', dataIndex: 'cost', width: 110, align: 'right', render: two },
            { title: '来源', dataIndex: 'source', width: 100, render: (s: UsageRow['source']) => <Tag>{s === 'app' ? '应用运行' : '批处理作业'}</Tag> },
          ]} />
      </Card>
    </div>
  );
}
