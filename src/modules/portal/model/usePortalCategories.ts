import { useOperationQuery, type OperationRead } from '../../../renderer/data/operationQueries';
import type { Category } from './portalApps';

/**
 * The application categories of the portal's store (application-classify get-tree) on the query
 * cache, quiet (each area shows its own placeholder and 重试).
 */
export function usePortalCategories(): OperationRead<Category[]> {
  return useOperationQuery('application-classify', 'get-tree', undefined, { loading: false, silent: true });
}
