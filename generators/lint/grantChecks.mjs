/**
 * The codes a family declares (`grants` per verb, on each action, an operation's `access.grants`)
 * must be codes of the generated permission tree: a code nobody can be given would refuse the call
 * to everyone, and a misspelt one would never be noticed by the pages, which grant their own.
 */
import { pointer } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);
const codeOf = (grant) => (typeof grant === 'string' ? grant : typeof grant?.code === 'string' ? grant.code : null);

/** Reports each declared code not in `codes`; returns how many codes were checked. */
export function checkDeclaredCodes(tree, codes, report) {
  let checked = 0;
  const check = (family, grants, at) => {
    for (const [i, grant] of list(grants).entries()) {
      const code = codeOf(grant);
      if (code === null) continue;
      checked += 1;
      if (!codes.has(code)) report.error(family.file, pointer(...at, i), `权限编码 "${code}" 不在权限树中`, '写页面菜单项或操作授予的编码（npm run gen:permissions 生成的权限树里有的编码）');
    }
  };
  for (const family of tree.families?.values() ?? []) {
    const { data } = family;
    for (const [verb, grants] of Object.entries(data.grants ?? {})) check(family, grants, ['grants', verb]);
    for (const [i, action] of list(data.actions).entries()) check(family, action?.grants, ['actions', i, 'grants']);
    for (const [i, operation] of list(data.operations).entries()) check(family, operation?.access?.grants, ['operations', i, 'access', 'grants']);
  }
  return checked;
}
