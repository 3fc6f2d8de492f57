import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useModalApi } from '../../../core/feedback/modalApi';
import { notify } from '../../../core/feedback/notify';
import { queryClient } from '../../../core/query/queryClient';
import { operationQuery, operationWrite } from '../../../renderer/data/operationQueries';
import { EnvelopeRefusal, sessionHeaders } from '../api/storageApi';
import { readRecords } from '../api/replyShape';
import type { StorageRecord, StorageSession } from '../../../contract/storageTypes';
import { recordPaths, recordStatusLabel, recordTypeLabel } from '../model/labels';
import { StorageText } from '../model/messages';

/**
 * The operation record list (docs/behaviour §2.8, §3, §4 labels): failed and cancelled deletes, copies,
 * packs and unpacks; page 1, 10 per page; a record can be deleted. A list failure shows the
 * service's message; the not-bound message only once per visit (docs/behaviour §8).
 */
export const RECORDS_LIMIT = 10;
let notBoundShown = false;

function paths(json: string) {
  return recordPaths(json).map((path, i) => <div key={i} className="storage-mono" style={{ fontSize: 12, wordBreak: 'break-all' }}>{path}</div>);
}

export function RecordsPanel({ session, open, onClose }: { session: StorageSession; open: boolean; onClose(): void }) {
  const modal = useModalApi();
  const [page, setPage] = useState(1);
  const headers = sessionHeaders(session);
  // storage get-opt on the query cache; a deleted record reads the family again (operationWrite).
  const list = useQuery({
    ...operationQuery('storage', 'get-opt', { query: { page, limit: RECORDS_LIMIT, order_by: 'id' } }, { loading: false, headers }),
    enabled: open,
    select: readRecords,
    placeholderData: keepPreviousData,
  }, queryClient);

  // The service's refusal is told here (the client tells the HTTP failures); not bound, once per visit.
  const { error } = list;
  useEffect(() => {
    if (!(error instanceof EnvelopeRefusal)) return;
    if (error.message !== StorageText.notBound) notify.error(error.message);
    else if (!notBoundShown) {
      notBoundShown = true;
      notify.error(error.message);
    }
  }, [error]);

  const remove = (record: StorageRecord) =>
    modal.confirm({
      title: StorageText.confirmTitle,
      content: StorageText.confirmDelete,
      okText: StorageText.confirmOk,
      cancelText: StorageText.confirmCancel,
      onOk: async () => {
        try {
          await operationWrite('storage', 'delete-opt', { path: { id: record.id } }, { loading: false, headers });
          notify.success(StorageText.operationSucceeded);
          if (list.data?.records.length === 1 && page > 1) setPage(page - 1);
        } catch (error) {
          if (error instanceof EnvelopeRefusal) notify.warning(error.message);
        }
      },
    });

  return (
    <Drawer title="操作记录" open={open} onClose={onClose} width={980} extra={<Button size="small" onClick={() => void list.refetch()}>刷新</Button>}>
      <Typography.Paragraph type="secondary">这里列出执行失败或已取消的删除、复制、打包、解压操作，可核对后删除记录。</Typography.Paragraph>
      <Table<StorageRecord>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={{ current: page, pageSize: RECORDS_LIMIT, total: list.data?.total ?? 0, onChange: setPage, showTotal: (t) => `共 ${t} 条` }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          { title: '类型', dataIndex: 'type', width: 90, render: (type: number) => recordTypeLabel(type) },
          { title: '状态', dataIndex: 'status', width: 80, render: (status: number) => <Tag color={status === 3 ? 'error' : 'default'}>{recordStatusLabel(status)}</Tag> },
          { title: '源路径', dataIndex: 'from', render: paths },
          { title: '目标路径', dataIndex: 'target', render: paths },
          { title: '说明', dataIndex: 'message', ellipsis: true, render: (text?: string) => <span title={text}>{text ?? '-'}</span> },
          { title: '时间', dataIndex: 'createTime', width: 160 },
          { title: '操作', key: 'op', width: 70, render: (_: unknown, record) => <Button type="link" danger size="small" onClick={() => remove(record)}>删除</Button> },
        ]}
      />
    </Drawer>
  );
}
