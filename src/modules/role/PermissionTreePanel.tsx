import { Button, Empty, Input, Space, Tooltip, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { clickNode, codesToSave, lockedKeys, tickState, type TickNode } from './model/permissionTicks';

/** How many levels are open at first: the platform root and its stages. */
const OPEN_LEVELS = 2;

/** Why a box cannot be ticked: the server grants only codes the editor holds itself. */
export const LOCKED_HINT = '您没有此权限，不能授予';

interface Props {
  tree: readonly TickNode[];
  /** The ticked leaves (controlled). */
  leaves: ReadonlySet<string>;
  onChange: (leaves: Set<string>) => void;
  /** The codes the signed-in user holds: only these can be granted (null: every code). */
  held: ReadonlySet<string> | null;
}

function toData(nodes: readonly TickNode[], keyword: string, locked: ReadonlySet<string>): TreeDataNode[] {
  const out: TreeDataNode[] = [];
  for (const node of nodes) {
    const children = toData(node.children, keyword, locked);
    const hit = keyword === '' || node.title.includes(keyword) || node.code.includes(keyword);
    if (!hit && children.length === 0) continue;
    const isLocked = locked.has(node.key);
    out.push({
      key: node.key,
      title: isLocked ? <Tooltip title={LOCKED_HINT}><span className="role-tree-locked" aria-disabled="true">{node.title}</span></Tooltip> : node.title,
      disableCheckbox: isLocked,
      children: node.children.length > 0 ? (hit && keyword !== '' ? toData(node.children, '', locked) : children) : undefined,
    });
  }
  return out;
}

function groupKeys(nodes: readonly TickNode[], depth: number, into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.children.length > 0 && depth > 0) {
      into.push(node.key);
      groupKeys(node.children, depth - 1, into);
    }
  }
  return into;
}

/** Every node with children in the shown data (a search shows its matches opened). */
function dataGroupKeys(nodes: readonly TreeDataNode[], into: Key[] = []): Key[] {
  for (const node of nodes) {
    if (node.children && node.children.length > 0) {
      into.push(node.key);
      dataGroupKeys(node.children, into);
    }
  }
  return into;
}

/**
 * The checkable permission tree (docs/behaviour §2.9). The tick logic is permissionTicks.ts — antd's own
 * conduction is off (checkStrictly) and the tree shows the checked and half-checked keys that
 * logic computes, so what the tests check is what the editor does. Codes the signed-in user does
 * not hold are shown disabled with the reason: the server would refuse to grant them.
 */
export function PermissionTreePanel({ tree, leaves, onChange, held }: Props) {
  const [keyword, setKeyword] = useState('');
  // Opened on the labelled levels (超算云平台 and its 前台 / 后台 / 运营管理): every module and centre in view.
  const [expanded, setExpanded] = useState<Key[]>(() => groupKeys(tree, OPEN_LEVELS));
  const state = useMemo(() => tickState(tree, leaves), [tree, leaves]);
  const locked = useMemo(() => lockedKeys(tree, held), [tree, held]);
  const data = useMemo(() => toData(tree, keyword.trim(), locked), [tree, keyword, locked]);
  const count = useMemo(() => codesToSave(tree, state).length, [tree, state]);

  return (
    <div className="role-tree">
      <Space className="role-tree-tools" wrap>
        <Input.Search allowClear placeholder="搜索权限名称或编码" aria-label="搜索权限" onSearch={setKeyword} onChange={(e) => e.target.value === '' && setKeyword('')} style={{ width: 240 }} />
        <Button onClick={() => setExpanded(groupKeys(tree, 99))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>收起全部</Button>
        <Typography.Text type="secondary" aria-live="polite">已选 {count} 项权限</Typography.Text>
      </Space>
      {data.length === 0 ? <Empty description="没有匹配的权限" /> : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          height={520}
          treeData={data}
          expandedKeys={keyword.trim() ? dataGroupKeys(data) : expanded}
          onExpand={(keys) => setExpanded(keys)}
          checkedKeys={{ checked: [...state.checked], halfChecked: [...state.halfChecked] }}
          onCheck={(_, info) => onChange(clickNode(tree, leaves, String(info.node.key), locked))}
        />
      )}
    </div>
  );
}
