/**
 * Hand-written: the answer is the generated permission tree itself (schemas/generated/permission-tree.json), not records of a collection.
 *
 * The permission-tree fetch of the account service (the call that fills the role editor's tree):
 *
 *   GET mgmt/permission/tree    → { code: 200, msg, data: PermissionTreeNode[] }
 *
 * The path is not given by the platform's API description; this one sits beside the role calls
 * (mocks/handlers/roles.ts) in the account service's management family. The answer is the tree
 * `npm run gen:permissions` wrote (schemas/generated/permission-tree.json): 超算云平台 with its
 * 前台 and 后台 modules and 运营管理 holding the menu's pages and their action checkboxes. Only a
 * caller who may edit roles reads it; the editor itself disables the codes its user lacks.
 */
import type { PermissionTreeNode } from '../../src/core/menu/permissionTree';
import generated from '../../schemas/generated/permission-tree.json' with { type: 'json' };
import { operation } from '../routing/declaredOperation';
import { ok } from './respond';

// The generator is the file's one writer and writes this shape.
const tree = (generated as unknown as { tree: PermissionTreeNode[] }).tree;

export const permissionTreeHandlers = [
  operation('mgmt-permission', 'get-tree', () => ok(tree)),
];
