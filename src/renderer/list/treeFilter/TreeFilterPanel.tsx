import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useAtomValue } from '../../../adapters/atomHooks';
import { queryClient } from '../../../core/query/queryClient';
import { permissionCodesAtom } from '../../../core/session/sessionAtoms';
import type { EndpointFamily } from '../../../pageLanguage/endpoint';
import type { ListTreeFilter } from '../../../pageLanguage/pageConfig';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { findTreeNode, treeFilterQuery, treeKeys, type FilterTreeNode } from './treeFilterQuery';
import './treeFilter.css';

export interface TreeFilterPanelProps {
  tree: ListTreeFilter;
  family: EndpointFamily;
  /** The chosen node's key (the filter's value in the address), '' for none. */
  value: string;
  /** A node's key, or '' to take the filter off. */
  onChange: (key: string) => void;
}

function treeData(nodes: readonly FilterTreeNode[], unit: string | undefined): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: (
      <span className="hpc-tree-filter-node">
        <span className="hpc-tree-filter-name" title={node.label}>{node.label}</span>
        {unit !== undefined && node.count !== null && <span className="hpc-tree-filter-count">{node.count} {unit}</span>}
      </span>
    ),
    children: treeData(node.children, unit),
  }));
}

/**
 * The tree beside a list: every level open, the chosen node highlighted; choosing a node filters
 * the list by it, choosing it again or 全部 shows everything. A caller who may not read the tree
 * gets no panel (the list alone, unfiltered by it).
 */
export function TreeFilterPanel({ tree, family, value, onChange }: TreeFilterPanelProps) {
  const codes = useAtomValue(permissionCodesAtom);
  const allowed = tree.grants === null || tree.grants.some((code) => codes.includes(code));
  const answer = useQuery({ ...treeFilterQuery(tree, family), enabled: allowed }, queryClient);
  const nodes = useMemo(() => answer.data ?? [], [answer.data]);
  const data = useMemo(() => treeData(nodes, tree.count?.unit), [nodes, tree.count?.unit]);
  // Remounted when the nodes change so a node added elsewhere shows open like the rest.
  const shape = useMemo(() => treeKeys(nodes).join(','), [nodes]);
  if (!allowed) return null;
  const chosen = value === '' ? null : findTreeNode(nodes, value);

  return (
    <aside className="hpc-tree-filter" aria-label={tree.title}>
      <div className="hpc-tree-filter-head">
        <h3 className="hpc-tree-filter-title">{tree.title}</h3>
        <Button size="small" type={value === '' ? 'primary' : 'default'} aria-pressed={value === ''} onClick={() => onChange('')}>全部</Button>
      </div>
      {answer.isError ? (
        <ErrorPanel title={`${tree.title}加载失败`} detail={answer.error.message} onRetry={() => answer.refetch()} />
      ) : answer.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : nodes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`暂无${tree.title}`} />
      ) : (
        <Tree
          key={shape}
          blockNode
          defaultExpandAll
          treeData={data}
          selectedKeys={value === '' ? [] : [value]}
          onSelect={(keys) => onChange(keys[0] === undefined ? '' : String(keys[0]))}
        />
      )}
      <p className="hpc-tree-filter-caption" role="status">
        {value === '' ? '显示全部' : chosen ? `已选：${chosen.label}${tree.descendants ? '（含下级）' : ''}` : '已选的节点不在树中'}
      </p>
    </aside>
  );
}
