import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { DetailPageConfig } from '../../pageLanguage/pageConfig';
import { DEFAULT_ID_PARAM } from '../list/useViewAction';
import { DetailActions } from './DetailActions';
import { DetailContent } from './DetailContent';
import { detailListPath, detailMenuTitle } from './detailNavigation';
import { recordTitle } from './resolveDetail';
import { useDetailRecord } from './useDetailRecord';

/** Title of the panel shown when the address names no record. */
export const NO_RECORD_ID_TITLE = '未指定要查看的记录';

/**
 * A detail page as its own route (a hidden menu entry such as customer-resource-detail): the
 * record id comes from the address (`idParam`, default "id"); 返回 goes back in history, or to
 * the list when the page was opened directly.
 */
export function DetailPage({ pageId, config, entity }: { pageId: string; config: DetailPageConfig; entity: EntitySchema }) {
  const location = useLocation();
  const navigate = useNavigate();
  const idParam = config.idParam ?? DEFAULT_ID_PARAM;
  const id = new URLSearchParams(location.search).get(idParam)?.trim() || null;
  const listPath = detailListPath(location.pathname);
  const { state, reload } = useDetailRecord(config.endpoint, id);

  const record = state.status === 'ready' ? state.record : undefined;
  const title = recordTitle(record, config.titleField) ?? detailMenuTitle(location.pathname) ?? config.title ?? `${entity.title}详情`;
  // The first entry of this app's history has the key "default": nothing to go back to.
  const back = () => void (location.key === 'default' ? navigate(listPath) : navigate(-1));
  const toList = <Link to={listPath}>返回列表</Link>;

  return (
    <div className="hpc-detail-page" data-page={pageId}>
      <div className="hpc-detail-header">
        <Button icon={<ArrowLeftOutlined />} onClick={back}>返回</Button>
        <h2 className="hpc-detail-title">{title}</h2>
        {record && config.actions && (
          <DetailActions actions={config.actions} endpoint={config.endpoint} permissionPrefix={config.permissionPrefix} entity={entity} record={record} rowKey="id" reload={reload} />
        )}
      </div>
      {id === null ? (
        <Result status="warning" title={NO_RECORD_ID_TITLE} subTitle="地址中缺少记录编号，请从列表中选择一条记录查看。" extra={toList} />
      ) : (
        <DetailContent pageId={pageId} config={config} entity={entity} state={state} reload={reload} missingExtra={toList} />
      )}
    </div>
  );
}
