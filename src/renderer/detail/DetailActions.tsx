import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useAtomValue } from '../../adapters/atomHooks';
import { resolveActionCode } from '../../contract/actionCodes';
import { hasPermission } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { CustomAction } from '../../pageLanguage/actions';
import type { EndpointFamily } from '../../pageLanguage/endpoint';
import type { EntitySchema } from '../../pageLanguage/entity';
import { createDataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { isShown } from '../list/RowActionButtons';
import { useListActions, type ListActionHost } from '../list/useListActions';

export interface DetailActionsProps {
  actions: readonly CustomAction[];
  endpoint: EndpointFamily;
  permissionPrefix: string;
  entity: EntitySchema;
  record: DataRecord;
  rowKey: string;
  /** Reads the record again after an action succeeded (or a refusal may have changed it). */
  reload: () => void;
}

const NO_FILTERS = { page: 1, pageSize: 0, sort: undefined, filters: {} };

/**
 * A detail page's header actions (支付, 取消订单) on its one record: those the caller holds the code
 * of and whose `showWhen` the record matches, run as a list row runs them (confirm, reason or
 * choice dialog, the call, 操作成功, the record read again).
 */
export function DetailActions({ actions, endpoint, permissionPrefix, entity, record, rowKey, reload }: DetailActionsProps) {
  const codes = useAtomValue(permissionCodesAtom);
  const provider = useMemo(() => createDataProvider(endpoint), [endpoint]);
  const host = useMemo<ListActionHost>(
    () => ({ provider, rowKey, filters: [], selectedRecords: [], clearSelection: () => undefined, query: { reload, records: [record], state: NO_FILTERS } }),
    [provider, rowKey, reload, record],
  );
  const { actions: handlers } = useListActions(host, entity.title, entity);
  const shown = actions.filter((action) => hasPermission(resolveActionCode(action, permissionPrefix), codes) && isShown(action, record));
  if (shown.length === 0) return null;
  return (
    <Space className="hpc-detail-actions">
      {shown.map((action, index) => (
        // The first action that is not destructive is the page's main one (支付).
        <Button key={action.name} type={index === shown.findIndex((a) => a.danger !== true) ? 'primary' : 'default'} danger={action.danger === true} onClick={() => void handlers.runCustom(action, record)}>
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
