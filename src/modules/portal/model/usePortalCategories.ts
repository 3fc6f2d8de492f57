import { useOperationQuery, type OperationRead } from '../../../renderer/data/operationQueries';
import type { Category } from './portalApps';

/**
 * The application categories of the portal's store (application-classify get-tree) on the query
 * cache, quiet (each area shows its own placeholder and 重试). The declaration leaves the tree's
 * items untyped, so they are read as the portal's categories; an answer that is no list is none.
 */
export function usePortalCategories(): OperationRead<Category[]> {
  const read = useOperationQuery('application-classify', 'get-tree', undefined, { loading: false, silent: true });
  const state: OperationRead<Category[]>['state'] = read.state.status === 'ready'
    ? { status: 'ready', data: Array.isArray(read.state.data) ? (read.state.data as Category[]) : [] }
    : read.state;
  return { state, reload: read.reload };
}
