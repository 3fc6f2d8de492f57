import { createColumnHelper, flexRender, tableFeatures, useTable, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { readToken } from '../../../src/core/session/storageKeys';

/** The endpoint, paging and order the generated customer-info page uses (its page config). */
const LIST_URL = '/api/operation-management/v1/customer/page';
const PAGE_SIZE = 20;
/** As the renderer's VIRTUAL_FETCH_SIZE. */
const VIRTUAL_FETCH_SIZE = 1000;
const ROW_HEIGHT = 48;

interface Customer {
  id: number;
  customerType: number;
  name: string;
  contact: string;
  phone: string;
  industry: string;
  region: string;
  balance: number;
  status: number;
  createTime: string;
}

interface PageResult {
  records: Customer[];
  total: number;
}

const TYPES: Record<number, string> = { 1: '企业客户', 2: '个人客户' };
const INDUSTRIES: Record<string, string> = {
  manufacturing: '智能制造', meteorology: '气象海洋', medicine: '生物医药', geo: '地球科学',
  energy: '能源化工', ai: '人工智能', education: '高校科研', government: '政务服务',
};
const REGIONS: Record<string, string> = {
  '440000': '广东省', '430000': '湖南省', '320000': '江苏省', '120000': '天津市', '110000': '北京市',
  '310000': '上海市', '330000': '浙江省', '510000': '四川省', '420000': '湖北省', '370000': '山东省',
};

async function fetchPage(page: number, size: number, signal: AbortSignal): Promise<PageResult> {
  const query = new URLSearchParams({ pageIndex: String(page), pageSize: String(size), sortField: 'createTime', sortOrder: 'desc' });
  const response = await fetch(`${LIST_URL}?${query}`, { headers: { Authorization: `Bearer ${readToken() ?? ''}` }, signal });
  if (!response.ok) throw new Error(`列表请求失败：HTTP ${response.status}`);
  const body = (await response.json()) as { data: PageResult };
  return body.data;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Customer>();
const columns = helper.columns([
  helper.accessor('id', { header: '客户编号', cell: (c) => c.getValue() }),
  helper.accessor('name', { header: '客户名称', cell: (c) => c.getValue() }),
  helper.accessor('customerType', { header: '客户类型', cell: (c) => TYPES[c.getValue()] ?? '-' }),
  helper.accessor('contact', { header: '联系人', cell: (c) => c.getValue() }),
  helper.accessor('phone', { header: '联系电话', cell: (c) => c.getValue() }),
  helper.accessor('industry', { header: '所属行业', cell: (c) => INDUSTRIES[c.getValue()] ?? '-' }),
  helper.accessor('region', { header: '所在地区', cell: (c) => REGIONS[c.getValue()] ?? '-' }),
  helper.accessor('balance', { header: '账户余额（元）', cell: (c) => `¥${c.getValue().toFixed(2)}` }),
  helper.accessor('status', { header: '状态', cell: (c) => (c.getValue() === 1 ? '启用' : '停用') }),
  helper.accessor('createTime', { header: '创建时间', cell: (c) => c.getValue().slice(0, 16) }),
]);
/** The generated page's column widths (customer-info.json, minimum 110). */
const WIDTHS = [110, 220, 110, 110, 130, 110, 110, 140, 110, 170];

function BodyRow({ row }: { row: Row<typeof features, Customer> }) {
  return (
    <tr className="plain-row">
      {row.getAllCells().map((cell) => <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>)}
    </tr>
  );
}

function VirtualBody({ rows, scrollRef }: { rows: Row<typeof features, Customer>[]; scrollRef: React.RefObject<HTMLDivElement | null> }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders us itself
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <tbody>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {items.map((item) => <BodyRow key={item.key} row={rows[item.index]!} />)}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </tbody>
  );
}

/** A plain <table> drawn from a TanStack v9 table: paged (20 per page) or virtual (1000 rows). */
export function PlainList({ virtual }: { virtual: boolean }) {
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<PageResult>({ records: [], total: 0 });
  const [error, setError] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(virtual ? 1 : page, virtual ? VIRTUAL_FETCH_SIZE : PAGE_SIZE, controller.signal).then(
      (next) => {
        setResult(next);
        setError(null);
      },
      (reason: unknown) => {
        if (!controller.signal.aborted) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => controller.abort();
  }, [page, virtual]);

  const table = useTable({ features, columns, data: result.records, getRowId: (row) => String(row.id) });
  const rows = table.getRowModel().rows;
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));

  return (
    <div className="plain-page">
      {error && <p role="alert">{error}</p>}
      <div ref={scrollRef} className={virtual ? 'plain-scroll plain-virtual' : 'plain-scroll'}>
        <table className="plain-table">
          <colgroup>{WIDTHS.map((width, i) => <col key={i} style={{ width }} />)}</colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>{group.headers.map((h) => <th key={h.id}>{flexRender(h.column.columnDef.header, h.getContext())}</th>)}</tr>
            ))}
          </thead>
          {virtual ? <VirtualBody rows={rows} scrollRef={scrollRef} /> : <tbody>{rows.map((row) => <BodyRow key={row.id} row={row} />)}</tbody>}
        </table>
      </div>
      {!virtual && (
        <div className="plain-pager">
          <span>共 {result.total} 条</span>
          <button type="button" className="plain-prev" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</button>
          <span>{page} / {pages}</span>
          <button type="button" className="plain-next" disabled={page >= pages} onClick={() => setPage(page + 1)}>下一页</button>
        </div>
      )}
    </div>
  );
}
