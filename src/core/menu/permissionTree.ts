/**
 * The permission tree (nodes: title, code, children, childrens), fetched from the account
 * service. The mock backend serves what `npm run gen:permissions` writes to
 * schemas/generated/permission-tree.json: the root 超算云平台 holding 前台, 后台 and 运营管理
 * (the menu's pages with their action checkboxes). Only the permission-tree editor asks for it.
 */
import { http } from '../http/client';

/** An action checkbox: a `module-action` code such as customer-info-add. */
export interface PermissionAction {
  title: string;
  code: string;
}

/** A node: its look code, its sub-nodes and its action checkboxes. */
export interface PermissionTreeNode {
  title: string;
  code: string;
  children: PermissionTreeNode[];
  childrens: PermissionAction[];
}

/**
 * The fetch. Its path is not given by the platform's API description; it was chosen beside the
 * role calls of the account service (/api/aam/ is rewritten to the stored service name).
 */
export const PERMISSION_TREE_PATH = '/api/aam/v1/mgmt/permission/tree';

const isNode = (value: unknown): value is PermissionTreeNode => {
  const node = value as Partial<PermissionTreeNode> | null;
  return typeof node === 'object' && node !== null && typeof node.title === 'string' && typeof node.code === 'string'
    && Array.isArray(node.children) && node.children.every(isNode)
    && Array.isArray(node.childrens) && node.childrens.every((a) => typeof a?.title === 'string' && typeof a.code === 'string');
};

/**
 * The tree from the envelope's data. Quiet: the editor shows a failure in its own error panel
 * (with 重试), not as a toast; an answer of another shape is such a failure too.
 */
export async function fetchPermissionTree(): Promise<PermissionTreeNode[]> {
  const body = await http.get<{ data?: unknown }>(PERMISSION_TREE_PATH, { loading: false, silent: true });
  const data = body?.data;
  if (!Array.isArray(data) || !data.every(isNode)) throw new Error('权限树数据格式不正确');
  return data;
}
