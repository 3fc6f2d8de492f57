import { Result, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { DetailPageConfig } from '../../pageLanguage/pageConfig';
import { ErrorPanel } from '../../ui/ErrorPanel';
import type { DataRecord } from '../data/resolveResponse';
import { DetailSections } from './DetailSections';
import { RelatedList } from './RelatedList';
import { isListTab } from './resolveDetail';
import type { DetailRecordState } from './useDetailRecord';
import './detail.css';

/** Title of the panel shown when the record is not there (404). */
export const RECORD_MISSING_TITLE = '记录不存在或已被删除';

export interface DetailContentProps {
  pageId: string;
  config: DetailPageConfig;
  entity: EntitySchema;
  state: DetailRecordState;
  reload: () => void;
  /** Under the not-found panel: the way back (a link to the list, or closing the drawer). */
  missingExtra?: ReactNode;
}

/** The body of a detail page, in a route or a drawer: loading, error, not found, or the record. */
export function DetailContent({ pageId, config, entity, state, reload, missingExtra }: DetailContentProps) {
  switch (state.status) {
    case 'loading':
      return <Skeleton active paragraph={{ rows: 6 }} className="hpc-detail-skeleton" />;
    case 'error':
      return <ErrorPanel title="数据加载失败" detail={state.message} onRetry={reload} />;
    case 'missing':
      return <Result status="404" title={RECORD_MISSING_TITLE} subTitle={`未找到该${entity.title}，它可能已被删除。`} extra={missingExtra} />;
    case 'ready':
      return <DetailRecord pageId={pageId} config={config} entity={entity} record={state.record} />;
  }
}

function DetailRecord({ pageId, config, entity, record }: { pageId: string; config: DetailPageConfig; entity: EntitySchema; record: DataRecord }) {
  const tabs = config.tabs ?? [];
  return (
    <div className="hpc-detail-body">
      <DetailSections sections={config.sections} entity={entity} permissionPrefix={config.permissionPrefix} record={record} />
      {tabs.length > 0 && (
        <Tabs
          className="hpc-detail-tabs"
          items={tabs.map((tab, index) => ({
            key: String(index),
            label: tab.title,
            children: isListTab(tab)
              ? <RelatedList hostPageId={pageId} tab={tab} record={record} />
              : <DetailSections sections={tab.sections} entity={entity} permissionPrefix={config.permissionPrefix} record={record} />,
          }))}
        />
      )}
    </div>
  );
}
