/** Types of permissionTree.mjs (the shapes of schemas/generated/permission-tree.json). */
export interface PermissionAction {
  title: string;
  code: string;
}

export interface PermissionTreeNode {
  title: string;
  code: string;
  children: PermissionTreeNode[];
  childrens: PermissionAction[];
}

export interface ActionCode extends PermissionAction {
  at: (string | number)[];
}

interface TreeFile {
  file: string;
  // Parsed JSON straight from disk: the builder checks shapes itself.
  data: unknown;
}

export const BUILT_IN_ACTIONS: Record<'create' | 'export' | 'bulkDelete' | 'edit' | 'delete' | 'view', { suffix: string; title: string }>;
export const STATUS_ACTION: { suffix: string; title: string };
export const ORDER_ACTION: { suffix: string; title: string };
export const GENERATED_COMMENT: string;
export function pageActionCodes(config: unknown): ActionCode[];
export function buildPermissionTree(tree: { dir?: string; menu: TreeFile | null; pages: Map<string, TreeFile & { id: string }> }, options?: { globals?: { code: string; title: string }[] }): {
  nodes: PermissionTreeNode[];
  problems: { file: string; pointer: string; message: string; hint: string }[];
};
export function formatPermissionTree(nodes: PermissionTreeNode[]): string;
export function permissionTreePath(schemasDir: string): string;
export function readPermissionTree(file: string): PermissionTreeNode[] | null;
export function treeCodes(nodes: PermissionTreeNode[]): string[];
