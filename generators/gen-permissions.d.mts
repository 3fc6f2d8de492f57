import type { PermissionTreeNode } from './permissions/permissionTree.mjs';

export function generatePermissionTree(schemasDir: string): {
  text: string;
  nodes: PermissionTreeNode[];
  problems: { file: string; pointer: string; message: string; hint: string }[];
};
