/**
 * The permission tree of spec §2.9 (nodes: title, code, children, childrens), generated into
 * schemas/generated/permission-tree.json by `npm run gen:permissions` from the menu and the page
 * configs. Loaded on demand: only the permission-tree editor needs it.
 */

/** An action checkbox: a `module-action` code such as customer-info-add. */
export interface PermissionAction {
  title: string;
  code: string;
}

/** A menu entry: its look code, its sub-entries and its page's action checkboxes. */
export interface PermissionTreeNode {
  title: string;
  code: string;
  children: PermissionTreeNode[];
  childrens: PermissionAction[];
}

/** The generated tree (lint:schemas fails while the file is stale, so it matches the menu and pages). */
export async function loadPermissionTree(): Promise<PermissionTreeNode[]> {
  const file = await import('../../../schemas/generated/permission-tree.json');
  // The JSON's inferred literal type is the same shape; the generator is the one writer.
  return (file.default as unknown as { tree: PermissionTreeNode[] }).tree;
}
