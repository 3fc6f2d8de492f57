/**
 * Pure helpers over a parsed schemas tree (no file system), shared by the CLI checks and the
 * playground's in-browser lint (src/modules/playground). loadTree.mjs re-exports them.
 */
export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each menu node with its JSON pointer segments and parent, depth first in menu order. */
export function* menuNodes(menu) {
  function* walk(nodes, at, parent) {
    if (!Array.isArray(nodes)) return;
    for (const [index, node] of nodes.entries()) {
      if (!isObject(node)) continue;
      const segments = [...at, index];
      yield { node, segments, parent };
      yield* walk(node.children, [...segments, 'children'], node);
    }
  }
  if (menu) yield* walk(menu.data.menu, ['menu'], null);
}
