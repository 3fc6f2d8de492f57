import { useOperationQuery, type OperationRead } from '../../../renderer/data/operationQueries';
import type { AppDetail } from './portalApps';

/** The message when the store answers no application for the id. */
export const APP_GONE = '应用不存在或已下架';

/**
 * One application of the store with its specifications and versions (application-manage
 * get-introduction) on the query cache, quiet (the page shows its spinner and error panel with
 * 重试). An answer without the application is the page's error, not an empty page.
 */
export function usePortalAppDetail(id: string): OperationRead<AppDetail> {
  const read = useOperationQuery('application-manage', 'get-introduction', { query: { id: Number(id) } }, { loading: false, silent: true });
  const app: unknown = read.state.status === 'ready' ? read.state.data : undefined;
  if (read.state.status === 'ready' && (typeof app !== 'object' || app === null)) return { state: { status: 'error', message: APP_GONE }, reload: read.reload };
  return read;
}
