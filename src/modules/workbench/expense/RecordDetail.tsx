import { Card, Select, Table } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { expenseApi, type LedgerLine } from '../api/expenseApi';
import { formatYuan } from '../../../contract/money';
import { LEDGER_KIND } from './labels';

/** 收支明细: every line of the ledger, newest first, with the balance after it. */
export default function RecordDetail() {
  const [direction, setDirection] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const key = `ledger|${direction}|${kind}|${page.pageIndex}|${page.pageSize}`;
  const lines = useAsyncData(key, () => expenseApi.ledger({ direction, kind, ...page }));
  const returnRef = useReloadOnReturn(lines.reload);
  if (lines.state.status === 'error') return <ErrorPanel title="收支明细加载失败" detail={lines.state.message} onRetry={lines.reload} />;
  const data = lines.state.status === 'ready' ? lines.state.data : { records: [], total: 0 };
  return (
    <Card ref={returnRef} title="收支明细">
      <div className="wb-toolbar">
        <Select aria-label="收支类型" style={{ width: 140 }} value={direction} onChange={(v) => { setDirection(v); setPage((p) => ({ ...p, pageIndex: 1 })); }}
          options={[{ value: '', label: '全部收支' }, { value: 'income', label: '收入' }, { value: 'expense', label: '支出' }]} />
        <Select aria-label="业务类型" style={{ width: 140 }} value={kind} onChange={(v) => { setKind(v); setPage((p) => ({ ...p, pageIndex: 1 })); }}
          options={[{ value: '', label: '全部业务' }, ...Object.entries(LEDGER_KIND).map(([value, label]) => ({ value, label }))]} />
      </div>
      <Table<LedgerLine> rowKey="id" loading={lines.state.status === 'loading'} dataSource={data.records}
        pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showSizeChanger: true, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { title: '交易时间', dataIndex: 'createTime', width: 170 },
          { title: '流水号', dataIndex: 'serialNo' },
          { title: '业务类型', dataIndex: 'kind', render: (k: string) => LEDGER_KIND[k] ?? k },
          { title: '摘要', dataIndex: 'remark' },
          { title: '收支金额（元）', key: 'amount', align: 'right', render: (_: unknown, l) => <span className={l.direction === 'income' ? 'wb-income' : 'wb-expense'}>{l.direction === 'income' ? '+' : '-'}{formatYuan(l.amount)}</span> },
          { title: '账户余额（元）', dataIndex: 'balance', align: 'right', render: (v: number) => <span className="wb-money">{formatYuan(v)}</span> },
          { title: '关联单号', dataIndex: 'refNo' },
        ]} />
    </Card>
  );
}
