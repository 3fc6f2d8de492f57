import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useAtomValue } from '../../../adapters/atomHooks';
import { notify } from '../../../core/feedback/notify';
import { queryClient } from '../../../core/query/queryClient';
import { userInfoAtom } from '../../../core/session/sessionAtoms';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { createGroup, deleteGroup, groupTree, renameGroup } from '../api/orgApi';
import { GroupNameDialog } from './GroupNameDialog';
import { findNode, GroupTreeView } from './GroupTreeView';
import '../organisation.css';

type Kind = 'government' | 'enterprise';
const KEY = ['org-groups'] as const;
const LABELS: Record<Kind, string> = { government: '政务组织', enterprise: '企业组织' };

/**
 * 组织管理 (/platform-manage/organization/organ-management, spec §7.2 Groups): the platform's
 * (government) tree from the user's top group and the enterprises' trees; under a chosen node:
 * 新增下级组织, 重命名, 删除 (the server refuses while it has sub-organisations or members).
 */
export default function OrganManagementModule() {
  const user = useAtomValue(userInfoAtom);
  const topGroup = String(user?.topGroup?.[0]?.id ?? '1001');
  const [kind, setKind] = useState<Kind>('government');
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'add' | 'rename' | null>(null);
  const tree = useQuery({ queryKey: [...KEY, kind, topGroup], queryFn: () => groupTree(kind, kind === 'government' ? topGroup : '0') }, queryClient);
  const nodes = tree.data ?? [];
  const node = findNode(nodes, selected) ?? nodes[0] ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const remove = async () => {
    if (!node) return;
    try {
      await deleteGroup(node.groupId);
      notify.success('删除成功');
      setSelected(node.parentId);
      await refresh();
    } catch {
      // The client showed why (sub-organisations or members left).
    }
  };

  return (
    <div className="org-page">
      <Space role="group" aria-label="组织类型">
        {(['government', 'enterprise'] as const).map((k) => (
          <Button key={k} type={k === kind ? 'primary' : 'default'} aria-pressed={k === kind} onClick={() => { setKind(k); setSelected(null); }}>
            {LABELS[k]}
          </Button>
        ))}
      </Space>
      {tree.isError ? (
        <ErrorPanel title="组织树加载失败" detail={tree.error.message} onRetry={() => tree.refetch()} />
      ) : (
        <div className="org-split">
          <Card className="org-tree-card" title={LABELS[kind]} size="small" loading={tree.isPending}>
            <GroupTreeView nodes={nodes} selected={node?.groupId ?? null} onSelect={setSelected} label={LABELS[kind]} />
          </Card>
          <Card
            title={node ? node.groupName : '组织信息'}
            size="small"
            extra={node && (
              <Space>
                <Button type="primary" onClick={() => setDialog('add')}>新增下级组织</Button>
                <Button onClick={() => setDialog('rename')}>重命名</Button>
                <Popconfirm title={`确定删除组织“${node.groupName}”吗？`} okText="确认" cancelText="取消" onConfirm={() => void remove()}>
                  <Button danger disabled={node.parentId === null}>删除</Button>
                </Popconfirm>
              </Space>
            )}
          >
            {node ? (
              <Descriptions column={2} size="small" bordered>
                <Descriptions.Item label="组织名称">{node.groupName}</Descriptions.Item>
                <Descriptions.Item label="组织编号">{node.groupId}</Descriptions.Item>
                <Descriptions.Item label="组织层级">{node.orgLevel} 级</Descriptions.Item>
                <Descriptions.Item label="所属部门">{node.department ?? '未设置'}</Descriptions.Item>
                <Descriptions.Item label="成员数">{node.memberCount}</Descriptions.Item>
                <Descriptions.Item label="下级组织">{node.children.length}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Empty description="请选择左侧的组织" />
            )}
          </Card>
        </div>
      )}
      {dialog && node && (
        <GroupNameDialog
          title={dialog === 'add' ? `在“${node.groupName}”下新增组织` : '重命名组织'}
          initial={dialog === 'add' ? '' : node.groupName}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const saved = dialog === 'add' ? await createGroup(node.groupId, name) : await renameGroup(node.groupId, name);
            notify.success('保存成功');
            setDialog(null);
            setSelected(saved.groupId);
            await refresh();
          }}
        />
      )}
    </div>
  );
}
