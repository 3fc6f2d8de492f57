import { Spin } from 'antd';
import { EmptyState } from '../../ui/EmptyState';
import { useMemo } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import type { EntitySchema } from '../../pageLanguage/entity';
import { loadEntity } from '../../pageLanguage/entityLoader';
import type { DetailListTab, ListPageConfig } from '../../pageLanguage/pageConfig';
import { loadPageConfig, pageConfigPath } from '../../pageLanguage/pageConfigLoader';
import { ErrorPanel } from '../../ui/ErrorPanel';
import type { DataRecord } from '../data/resolveResponse';
import { ListPage } from '../list/ListPage';
import { relatedKeyValue } from './resolveDetail';

async function loadListPage(pageId: string): Promise<{ config: ListPageConfig; entity: EntitySchema }> {
  const config = await loadPageConfig(pageId);
  if (!config) throw new Error(`缺少列表页配置 ${pageConfigPath(pageId)}`);
  if (config.kind !== 'list') throw new Error(`${pageConfigPath(pageId)} 不是列表页（kind: ${config.kind}）`);
  return { config, entity: await loadEntity(config.entity) };
}

export interface RelatedListProps {
  /** Page id of the detail page (the embedded list's settings are keyed under it). */
  hostPageId: string;
  tab: DetailListTab;
  record: DataRecord;
}

/**
 * A detail tab's related sub-list: the named list page, scoped to the records whose
 * `foreignKey` equals this record's `localKey`, with its state kept inside the tab.
 */
export function RelatedList({ hostPageId, tab, record }: RelatedListProps) {
  const { state, reload } = useAsyncData(tab.list, () => loadListPage(tab.list));
  const value = relatedKeyValue(record, tab);
  const loaded = state.status === 'ready' ? state.data : null;
  const scoped = useMemo<ListPageConfig | null>(
    () => {
      if (!loaded || value === undefined) return null;
      // Every row would repeat this record's value in the foreign-key column: leave it out (unless it is the only one).
      const columns = loaded.config.columns.filter((column) => column.key !== tab.foreignKey);
      return { ...loaded.config, columns: columns.length > 0 ? columns : loaded.config.columns, scope: { ...loaded.config.scope, [tab.foreignKey]: value } };
    },
    [loaded, value, tab.foreignKey],
  );

  if (state.status === 'loading') return <div className="hpc-detail-center"><Spin /></div>;
  if (state.status === 'error') return <ErrorPanel title="页面配置加载失败" detail={state.message} onRetry={reload} />;
  // Nothing can relate to a record without the key value.
  if (!scoped) return <EmptyState />;
  // Keyed by the value: another record starts its sub-list afresh (page 1, no filters).
  return <ListPage key={String(value)} pageId={tab.list} config={scoped} entity={state.data.entity} embeddedIn={hostPageId} />;
}
