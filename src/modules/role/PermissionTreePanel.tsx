import { Button, Empty, Input, Space, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { codesToSave, tickState, toggle, type TickNode } from './model/permissionTicks';

interface Props {
  tree: readonly TickNode[];
  /** The ticked leaves (controlled). */
  leaves: ReadonlySet<string>;
  onChange: (leaves: Set<string>) => void;
}

function toData(nodes: readonly TickNode[], keyword: string): TreeDataNode[] {
  const out: TreeDataNode[] = [];
  for (const node of nodes) {
    const children = toData(node.children, keyword);
    const hit = keyword === '' || node.title.includes(keyword) || node.code.includes(keyword);
    if (!hit && children.length === 0) continue;
    out.push({ key: node.key, title: node.title, children: node.children.length > 0 ? (hit && keyword !== '' ? toData(node.children, '') : children) : undefined });
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
 * The checkable permission tree (spec §2.9). The tick logic is permissionTicks.ts — antd's own
 * conduction is off (checkStrictly) and the tree shows the checked and half-checked keys that
 * logic computes, so what the tests check is what the editor does.
 */
export function PermissionTreePanel({ tree, leaves, onChange }: Props) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]); // the top level first: every centre in view
  const state = useMemo(() => tickState(tree, leaves), [tree, leaves]);
  const data = useMemo(() => toData(tree, keyword.trim()), [tree, keyword]);
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
          onCheck={(_, info) => onChange(toggle(tree, leaves, String(info.node.key), info.checked))}
        />
      )}
    </div>
  );
}
