import { Empty, Tree } from 'antd';
import type { TreeDataNode as DataNode } from 'antd';
import type { GroupNode } from '../api/orgApi';

/** antd tree nodes of an organisation forest: name and member count, every node open. */
export function toTreeData(nodes: readonly GroupNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.groupId,
    title: (
      <span className="org-tree-node">
        <span>{node.groupName}</span>
        <span className="org-tree-count">{node.memberCount} 人</span>
      </span>
    ),
    children: toTreeData(node.children),
  }));
}

export function allKeys(nodes: readonly GroupNode[]): string[] {
  return nodes.flatMap((node) => [node.groupId, ...allKeys(node.children)]);
}

export function findNode(nodes: readonly GroupNode[], id: string | null): GroupNode | null {
  for (const node of nodes) {
    if (node.groupId === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return null;
}

/** One organisation tree; `selected` is highlighted and `onSelect` gets a node's id. */
export function GroupTreeView({ nodes, selected, onSelect, label }: { nodes: readonly GroupNode[]; selected: string | null; onSelect: (id: string) => void; label: string }) {
  if (nodes.length === 0) return <Empty description="暂无组织" />;
  return (
    <nav aria-label={label}>
      <Tree
        blockNode
        defaultExpandAll
        key={allKeys(nodes).join(',')}
        treeData={toTreeData(nodes)}
        selectedKeys={selected ? [selected] : []}
        onSelect={(keys) => {
          const key = keys[0];
          if (key !== undefined) onSelect(String(key));
        }}
      />
    </nav>
  );
}
