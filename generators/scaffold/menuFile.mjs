/**
 * schemas/menu.json as people keep it: groups spread over lines, leaves on one line each. The
 * scaffolder rewrites the file through this formatter, which reproduces the committed layout
 * exactly (tested), so an added page shows up in review as one added line.
 */
const inline = (node) => `{ ${Object.entries(node).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;

function formatNode(node, indent) {
  if (!Array.isArray(node.children)) return `${indent}${inline(node)}`;
  const inner = `${indent}  `;
  const lines = Object.entries(node).map(([key, value]) => {
    if (key !== 'children') return `${inner}${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    const children = value.map((child) => formatNode(child, `${inner}  `)).join(',\n');
    return `${inner}"children": [\n${children}\n${inner}]`;
  });
  return `${indent}{\n${lines.join(',\n')}\n${indent}}`;
}

export function formatMenu(file) {
  const head = Object.entries(file).filter(([key]) => key !== 'menu').map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const menu = `  "menu": [\n${file.menu.map((node) => formatNode(node, '    ')).join(',\n')}\n  ]`;
  return `{\n${[...head, menu].join(',\n')}\n}\n`;
}

function* walk(nodes) {
  for (const node of nodes) {
    yield node;
    if (Array.isArray(node.children)) yield* walk(node.children);
  }
}

/** Adds `leaf` as the last child of the group at `parentPath`; refuses taken paths and codes. */
export function insertLeaf(file, parentPath, leaf) {
  const nodes = [...walk(file.menu)];
  const parent = nodes.find((node) => node.path === parentPath);
  if (!parent) throw new Error(`菜单中没有 ${parentPath}`);
  if (!Array.isArray(parent.children)) throw new Error(`${parentPath} 是页面而不是菜单分组，请选择一个分组`);
  if (nodes.some((node) => node.path === leaf.path)) throw new Error(`菜单中已有路径 ${leaf.path}`);
  if (nodes.some((node) => node.code === leaf.code)) throw new Error(`菜单中已有权限码 ${leaf.code}`);
  parent.children.push(leaf);
  return file;
}

/** Paths of the groups a page can be added to (for the interactive prompt). */
export function groupPaths(file) {
  return [...walk(file.menu)].filter((node) => Array.isArray(node.children) && node.path && !node.redirect).map((node) => node.path);
}
