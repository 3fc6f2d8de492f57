/**
 * The permission codes of a page's actions (the permission tree, the demo roles, the console's
 * buttons and the mock backend's grants all name them by these rules).
 */
import type { RowAction, ToolbarAction } from '../pageLanguage/actions';
import type { FormPageConfig } from '../pageLanguage/pageConfig';

/** docs/behaviour §2.9 `module-action` suffixes of the built-in actions. */
const SUFFIX: Record<'create' | 'export' | 'bulkDelete' | 'edit' | 'delete' | 'view', string> = {
  create: 'add',
  export: 'export',
  bulkDelete: 'del',
  edit: 'edit',
  delete: 'del',
  view: 'look',
};

/** The permission code an action needs: its own `permission`, else `<prefix>-<suffix>`. */
export function resolveActionCode(action: ToolbarAction | RowAction, prefix: string): string {
  if (action.permission) return action.permission;
  if (action.type === 'custom') return `${prefix}-${action.name}`;
  return `${prefix}-${SUFFIX[action.type]}`;
}

/** The code of 上移 / 下移 on a list with an `orderKey`. */
export function reorderCode(prefix: string): string {
  return `${prefix}-order`;
}

/** Every code a list page config uses (for the permission tree and the demo roles). */
export function listActionCodes(config: { permissionPrefix: string; toolbar?: ToolbarAction[]; rowActions?: RowAction[]; columns: { switch?: unknown }[]; orderKey?: string }): string[] {
  const codes = [...(config.toolbar ?? []), ...(config.rowActions ?? [])].map((a) => resolveActionCode(a, config.permissionPrefix));
  for (const column of config.columns) {
    if (!column.switch) continue;
    const own = typeof column.switch === 'object' && column.switch !== null ? (column.switch as { permission?: string }).permission : undefined;
    codes.push(own ?? `${config.permissionPrefix}-status`);
  }
  if (config.orderKey) codes.push(reorderCode(config.permissionPrefix));
  return [...new Set(codes)];
}

/** The code needed to save a form page (without it the form is read-only). */
export function formPageSaveCode(config: Pick<FormPageConfig, 'permissionPrefix'>): string {
  return `${config.permissionPrefix}-edit`;
}
