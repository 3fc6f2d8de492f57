/**
 * The named views of a list page as tabs above its filter bar (listViews.ts). Its own chunk: only
 * pages with views load antd's Tabs; the placeholder keeps the tab bar's height meanwhile.
 */
import { Tabs } from 'antd';
import type { ListView } from '../../pageLanguage/pageConfig';

export interface ListViewTabsProps {
  views: ListView[];
  /** The key of the view shown. */
  active: string | undefined;
  onChange: (key: string) => void;
}

export default function ListViewTabs({ views, active, onChange }: ListViewTabsProps) {
  return (
    <Tabs
      className="hpc-list-views"
      activeKey={active ?? views[0]?.key}
      onChange={onChange}
      items={views.map((view) => ({ key: view.key, label: view.title }))}
    />
  );
}
