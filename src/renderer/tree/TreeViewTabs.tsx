import { Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useAtomValue } from '../../adapters/atomHooks';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig, TreeConfig, TreeView } from '../../pageLanguage/pageConfig';
import { treeViewConfig, visibleTreeViews } from './treeViews';
import './tree.css';

export interface TreeViewTabsProps {
  pageId: string;
  config: ListPageConfig & { tree: TreeConfig };
  entity: EntitySchema;
  /** Draws one tree: the page's config with that tree's read as its `tree` call; `key` remounts it per tree. */
  renderTree: (config: ListPageConfig & { tree: TreeConfig }, key: string) => ReactNode;
}

/**
 * The trees of a tree page as tabs (组织管理: 政务组织 / 企业组织), each read by its own operation
 * when its tab is shown; a tree whose operation the caller holds no grant of is not offered, and a
 * single tree shows without tabs.
 */
export function TreeViewTabs({ config, renderTree }: TreeViewTabsProps) {
  const codes = useAtomValue(permissionCodesAtom);
  const views = useMemo(() => visibleTreeViews(config.trees ?? [], codes), [config.trees, codes]);
  const [active, setActive] = useState<string | null>(null);
  const shown: TreeView | undefined = views.find((view) => view.key === active) ?? views[0];
  if (!shown) return null;
  if (views.length === 1) return renderTree(treeViewConfig(config, shown), shown.key);
  return (
    <Tabs
      className="hpc-tree-views"
      activeKey={shown.key}
      onChange={setActive}
      destroyOnHidden
      items={views.map((view) => ({ key: view.key, label: view.title, children: view.key === shown.key ? renderTree(treeViewConfig(config, view), view.key) : null }))}
    />
  );
}
