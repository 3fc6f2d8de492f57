import { Button, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import type { EntitySchema } from '../../pageLanguage/entity';
import { loadEntity } from '../../pageLanguage/entityLoader';
import type { DetailPageConfig } from '../../pageLanguage/pageConfig';
import { loadPageConfig, pageConfigPath } from '../../pageLanguage/pageConfigLoader';
import { ErrorPanel } from '../../ui/ErrorPanel';
import type { RecordId } from '../data/dataProvider';
import { DetailContent } from './DetailContent';
import { recordTitle } from './resolveDetail';
import { useDetailRecord } from './useDetailRecord';

/** docs/behaviour §9 has no drawer width; 60% leaves the list visible beside the record. */
export const DETAIL_DRAWER_WIDTH = '60%';

async function loadDetailPage(pageId: string): Promise<{ config: DetailPageConfig; entity: EntitySchema }> {
  const config = await loadPageConfig(pageId);
  if (!config) throw new Error(`缺少详情页配置 ${pageConfigPath(pageId)}`);
  if (config.kind !== 'detail') throw new Error(`${pageConfigPath(pageId)} 不是详情页（kind: ${config.kind}）`);
  return { config, entity: await loadEntity(config.entity) };
}

export interface DetailDrawerProps {
  /** Page id of the detail page. */
  pageId: string;
  recordId: RecordId;
  /** Called once the drawer has closed (after its animation). */
  onClose: () => void;
}

/** A detail page over the list that opened it, without changing the address. */
export default function DetailDrawer({ pageId, recordId, onClose }: DetailDrawerProps) {
  const [open, setOpen] = useState(true);
  const { state: page, reload: reloadPage } = useAsyncData(pageId, () => loadDetailPage(pageId));
  const loaded = page.status === 'ready' ? page.data : null;
  const { state, reload } = useDetailRecord(loaded?.config.endpoint ?? null, recordId);
  const record = state.status === 'ready' ? state.record : undefined;
  const close = () => setOpen(false);

  // Back/forward leaves the list: the drawer must not stay over another page.
  useEffect(() => {
    const onPop = () => setOpen(false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const title = loaded ? recordTitle(record, loaded.config.titleField) ?? loaded.config.title ?? `${loaded.entity.title}详情` : '详情';
  return (
    <Drawer
      open={open}
      width={DETAIL_DRAWER_WIDTH}
      title={title}
      onClose={close}
      afterOpenChange={(visible) => {
        if (!visible) onClose();
      }}
      destroyOnHidden
      className="hpc-detail-drawer"
    >
      {page.status === 'loading' && <div className="hpc-detail-center"><Spin /></div>}
      {page.status === 'error' && <ErrorPanel title="页面配置加载失败" detail={page.message} onRetry={reloadPage} />}
      {loaded && (
        <DetailContent
          pageId={pageId}
          config={loaded.config}
          entity={loaded.entity}
          state={state}
          reload={reload}
          missingExtra={<Button onClick={close}>关闭</Button>}
        />
      )}
    </Drawer>
  );
}
