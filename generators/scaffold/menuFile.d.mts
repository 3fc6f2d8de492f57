export interface MenuFileNode {
  title?: string;
  path?: string;
  code?: string;
  page?: string;
  redirect?: string;
  children?: MenuFileNode[];
  [key: string]: unknown;
}
export interface MenuFile {
  $schema?: string;
  menu: MenuFileNode[];
}
export function formatMenu(file: MenuFile): string;
export function insertLeaf(file: MenuFile, parentPath: string, leaf: MenuFileNode): MenuFile;
export function groupPaths(file: MenuFile): string[];
