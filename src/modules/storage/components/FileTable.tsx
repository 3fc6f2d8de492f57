import { Table, type CheckboxProps, type TableColumnsType, type TableProps } from 'antd';
import { useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { formatOwner, formatSize, stripTimeSuffix } from '../../../contract/storageFormat';
import type { FileRow, SortKey, SortState } from '../model/rows';
import type { Modifiers } from '../model/selection';
import { PAGE_SIZES } from '../state/useTableView';
import { FileName } from './FileName';

/**
 * The file table (docs/behaviour §2.8): name, owner (uid:gid), permission, type, size, modified time;
 * sortable; 20 rows per page on the client; ctrl/shift clicks and a selection column; a
 * keyboard cursor; right-click menus on rows and on empty space; files dropped onto it upload.
 */
export interface FileTableProps {
  rows: readonly FileRow[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  sort: SortState | null;
  selectedKeys: ReadonlySet<string>;
  cursorKey: string | null;
  onPage(page: number, size: number): void;
  onSort(sort: SortState | null): void;
  onRowClick(key: string, mods: Modifiers): void;
  onSelectKeys(keys: string[]): void;
  onOpen(row: FileRow): void;
  onRowMenu(row: FileRow, x: number, y: number): void;
  onEmptyMenu(x: number, y: number): void;
  onKey(event: KeyboardEvent<HTMLDivElement>): void;
  onDropFiles(files: File[]): void;
}

const sorter = (key: SortKey, sort: SortState | null) => ({ sorter: true, sortOrder: sort?.key === key ? sort.order : null });

function columns(sort: SortState | null): TableColumnsType<FileRow> {
  return [
    { title: '名称', dataIndex: 'name', key: 'name', ellipsis: true, ...sorter('name', sort), render: (_: unknown, row: FileRow) => <FileName name={row.name} isDir={row.isDir} /> },
    { title: '所有者', key: 'owner', width: 130, ...sorter('owner', sort), render: (_: unknown, row: FileRow) => <span className="storage-mono">{formatOwner(row.uid, row.gid)}</span> },
    { title: '权限', dataIndex: 'perm', key: 'perm', width: 130, ...sorter('perm', sort), render: (perm: string) => <span className="storage-mono">{perm}</span> },
    { title: '类型', key: 'type', width: 110, ...sorter('type', sort), render: (_: unknown, row: FileRow) => (row.isDir ? '文件夹' : '文件') },
    { title: '大小', key: 'size', width: 120, align: 'right', ...sorter('size', sort), render: (_: unknown, row: FileRow) => (row.isDir ? '-' : formatSize(row.size)) },
    { title: '修改时间', dataIndex: 'time', key: 'time', width: 180, ...sorter('time', sort), render: (time: string) => stripTimeSuffix(time) },
  ];
}

/** antd passes these props on to the checkbox input, but its type omits the aria attributes. */
const checkboxLabel = (label: string) => ({ 'aria-label': label }) as Partial<CheckboxProps>;

const modifiers = (event: MouseEvent): Modifiers => ({ ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey });
const inSelectionCell = (event: MouseEvent) => (event.target as HTMLElement).closest('.ant-table-selection-column') !== null;

export function FileTable(props: FileTableProps) {
  const [dragging, setDragging] = useState(false);
  const onChange: TableProps<FileRow>['onChange'] = (_pagination, _filters, result, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(result) ? result[0] : result;
    const key = one?.columnKey as SortKey | undefined;
    props.onSort(one?.order && key ? { key, order: one.order } : null);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) props.onDropFiles(files);
  };

  return (
    <div
      className="storage-table"
      // A region, not a grid: the table inside carries the row semantics; the wrapper only takes
      // the keyboard cursor (and scrolls sideways on narrow screens).
      tabIndex={0}
      role="region"
      aria-label="文件列表"
      onKeyDown={props.onKey}
      onContextMenu={(event) => {
        if ((event.target as HTMLElement).closest('tr.ant-table-row')) return;
        event.preventDefault();
        props.onEmptyMenu(event.clientX, event.clientY);
      }}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      {dragging && <div className="storage-drop-mask">释放鼠标，上传到当前文件夹</div>}
      <Table<FileRow>
        size="middle"
        rowKey="path"
        columns={columns(props.sort)}
        dataSource={props.rows as FileRow[]}
        loading={props.loading}
        onChange={onChange}
        showSorterTooltip={false}
        // No `scroll.x`: antd then renders a hidden measure row that clones the select-all
        // checkbox (a focusable control under aria-hidden); the wrapper scrolls instead (CSS).
        // Fixed layout as with scroll.x: columns keep their widths, a re-sort lays out no text.
        tableLayout="fixed"
        rowSelection={{
          columnWidth: 40,
          selectedRowKeys: [...props.selectedKeys],
          preserveSelectedRowKeys: true,
          getTitleCheckboxProps: () => checkboxLabel('全选本页'),
          getCheckboxProps: (row) => checkboxLabel(`选择 ${row.name}`),
          onChange: (keys) => props.onSelectKeys(keys.map(String)),
        }}
        rowClassName={(row) => (row.path === props.cursorKey ? 'storage-cursor-row' : '')}
        onRow={(row) => ({
          onClick: (event) => {
            if (!inSelectionCell(event)) props.onRowClick(row.path, modifiers(event));
          },
          onMouseDown: (event) => {
            if (event.shiftKey) event.preventDefault(); // no text highlight on shift-click ranges
          },
          onDoubleClick: () => props.onOpen(row),
          onContextMenu: (event) => {
            event.preventDefault();
            props.onRowMenu(row, event.clientX, event.clientY);
          },
        })}
        pagination={{
          current: props.page,
          pageSize: props.pageSize,
          total: props.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showQuickJumper: true,
          showTotal: (total) => `共 ${total} 项`,
          onChange: props.onPage,
        }}
      />
    </div>
  );
}
