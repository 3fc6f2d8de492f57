/**
 * The labelled levels around the generated operation-management tree: the platform root
 * (超算云平台), its stages (前台, 后台) with their modules, and 运营管理 holding the tree built from
 * menu.json and the page configs. They are declared in the schemas directory's
 * permission-stages.json; a directory without that file (a test fixture) keeps the bare tree.
 *
 * A stage module either has codes of its own — `<module>-look` on the node and one checkbox per
 * action (`<module>-add`…) — or names menu entries by path, which then sit under it instead of
 * in the operation-management tree, so no code appears twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STAGES_FILE = 'permission-stages.json';

/** Checkbox titles of the actions a stage module may list. */
export const STAGE_ACTIONS = { add: '新增', edit: '编辑', del: '删除', export: '导出', status: '修改状态' };

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value) => typeof value === 'string' && value.trim() !== '';
const CODE = /^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z0-9_]+)+$/;

/**
 * The stage declaration of a schemas directory: null when it has none, else the parsed levels and
 * what is wrong with them (each problem names the file and a JSON pointer).
 * @returns {{ file: string, root: { title: string, code: string }, stages: object[], operation: { title: string, code: string } | null, problems: object[] } | null}
 */
export function readStages(dir) {
  if (typeof dir !== 'string') return null;
  const file = join(dir, STAGES_FILE);
  if (!existsSync(file)) return null;
  const problems = [];
  const problem = (pointer, message, hint) => problems.push({ file, pointer, message, hint });
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problem('/', `不是合法的 JSON：${error.message}`, '检查逗号、引号与括号');
    return { file, root: null, stages: [], operation: null, problems };
  }
  const level = (value, pointer, what) => {
    if (isObject(value) && isText(value.title) && isText(value.code) && CODE.test(value.code)) return { title: value.title, code: value.code };
    problem(pointer, `${what}需要 title 与 module-action 形式的 code`, '例如 { "title": "超算云平台", "code": "hpc-cloud-look" }');
    return null;
  };
  const root = level(data?.root, '/root', '根节点');
  const operation = level(data?.operation, '/operation', '运营管理节点');
  const stages = [];
  for (const [i, stage] of (Array.isArray(data?.stages) ? data.stages : []).entries()) {
    const head = level(stage, `/stages/${i}`, '阶段');
    if (!head) continue;
    const modules = [];
    for (const [j, module] of (Array.isArray(stage.modules) ? stage.modules : []).entries()) {
      const at = `/stages/${i}/modules/${j}`;
      if (isObject(module) && isText(module.title) && Array.isArray(module.menu)) {
        const own = level(module, at, '模块');
        const paths = module.menu.filter(isText);
        if (paths.length !== module.menu.length || paths.length === 0) problem(`${at}/menu`, `模块“${module.title}”的 menu 须是菜单路径列表`, '写出菜单项的 path，例如 "/platform-manage/organization/role"');
        if (own) modules.push({ ...own, menu: paths, at });
      } else if (isObject(module) && isText(module.title) && isText(module.module) && CODE.test(`${module.module}-look`)) {
        const actions = Array.isArray(module.actions) ? module.actions : [];
        const unknown = actions.filter((a) => !Object.hasOwn(STAGE_ACTIONS, a));
        if (unknown.length > 0) problem(`${at}/actions`, `未知的操作 ${unknown.join(', ')}`, `可用：${Object.keys(STAGE_ACTIONS).join(', ')}`);
        modules.push({ title: module.title, code: `${module.module}-look`, module: module.module, actions: actions.filter((a) => !unknown.includes(a)), at });
      } else {
        problem(at, '模块需要 title，以及 module（自有编码）或 menu（菜单路径）之一', '例如 { "title": "AI服务", "module": "front-ai-service", "actions": ["add", "edit", "del"] }');
      }
    }
    stages.push({ ...head, modules });
  }
  return { file, root, stages, operation, problems };
}

/** Menu paths the stages take out of the operation-management tree. */
export function claimedMenuPaths(stages) {
  return new Set((stages?.stages ?? []).flatMap((stage) => stage.modules.flatMap((module) => module.menu ?? [])));
}

/**
 * The whole tree: root → stages → modules, then 运营管理 with `operation` (the generated tree less
 * the claimed entries). `claimed` maps a menu path to the node built for it.
 */
export function composePlatformTree(stages, operation, claimed) {
  const problems = [];
  const stageNodes = stages.stages.map((stage) => ({
    title: stage.title,
    code: stage.code,
    children: stage.modules.map((module) => {
      if (module.menu) {
        const children = [];
        for (const [k, path] of module.menu.entries()) {
          const node = claimed.get(path);
          if (node) children.push(node);
          else problems.push({ file: stages.file, pointer: `${module.at}/menu/${k}`, message: `菜单中没有带权限编码的菜单项 ${path}`, hint: '写 menu.json 中有 code 的菜单项的 path' });
        }
        return { title: module.title, code: module.code, children, childrens: [] };
      }
      return { title: module.title, code: module.code, children: [], childrens: module.actions.map((a) => ({ title: STAGE_ACTIONS[a], code: `${module.module}-${a}` })) };
    }),
    childrens: [],
  }));
  const opNode = stages.operation ? [{ ...stages.operation, children: operation, childrens: [] }] : operation;
  const nodes = stages.root ? [{ ...stages.root, children: [...stageNodes, ...opNode], childrens: [] }] : [...stageNodes, ...opNode];
  return { nodes, problems };
}
