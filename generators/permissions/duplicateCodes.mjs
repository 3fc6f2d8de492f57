/**
 * A permission code may have one place in the tree the role editor shows: the generated tree
 * (stages, menu entries, page checkboxes) and the editor's 通用权限 group after it. A code in two
 * places ticks and unticks both, and the editor's tree warns of a repeated key. Each problem names
 * the code and both places by their titles, and points at the source that wrote the second one.
 */

/** The title of the editor's group of codes outside the menu (src/modules/role/model/permissionTicks.ts). */
export const GLOBAL_GROUP_TITLE = '通用权限';

const list = (value) => (Array.isArray(value) ? value : []);

/**
 * @param {object[]} nodes the composed tree
 * @param {{ origins: WeakMap<object, { file: string, pointer: string }>, fallback: { file: string, pointer: string }, globals?: { code: string, title: string }[] }} where
 *   origins: where each menu entry's code is written; fallback: the stage declaration (a stage or
 *   module code is the one to change when it repeats a menu code), else the menu file.
 */
export function duplicateCodes(nodes, { origins, fallback, globals = [] }) {
  const first = new Map(); // code → { place, kind, origin }
  const problems = [];
  const see = (code, place, kind, origin) => {
    const had = first.get(code);
    if (!had) {
      first.set(code, { place, kind, origin });
      return;
    }
    const at = had.kind === 'stage' || kind === 'stage' ? fallback : (origin ?? had.origin ?? fallback);
    problems.push({
      file: at.file,
      pointer: at.pointer,
      message: `权限编码 "${code}" 在权限树中出现了两次：“${had.place}”和“${place}”`,
      hint: kind === 'global'
        ? `${GLOBAL_GROUP_TITLE}（src/core/menu/globalCodes.ts）只列权限树中没有的编码：删去其中一处`
        : '一个编码在权限树中只能有一个位置：删去其中一处，或给其中一处换一个编码',
    });
  };
  const visit = (items, above) => {
    for (const node of list(items)) {
      const path = [...above, node.title];
      const origin = origins.get(node);
      const kind = origin ? 'menu' : 'stage';
      see(node.code, path.join(' › '), kind, origin);
      for (const action of list(node.childrens)) see(action.code, [...path, action.title].join(' › '), kind, origin);
      visit(node.children, path);
    }
  };
  visit(nodes, []);
  for (const { code, title } of list(globals)) see(code, `${GLOBAL_GROUP_TITLE} › ${title}`, 'global', undefined);
  return problems;
}
