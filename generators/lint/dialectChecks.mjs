/**
 * The backend dialect (schemas/backend-dialect.json, src/renderer/data/backendDialect.ts) is
 * named once: the tree must have the file, and a family's `paging` / `response` may only state
 * what differs from it — a key repeating the dialect's value is an error, so a change of the
 * dialect is never silently shadowed by a stale copy in one family.
 */
import { isObject } from './shape.mjs';
import { pointer } from './report.mjs';

export const DIALECT_FILE = 'backend-dialect.json';

/** Reports every family key equal to the dialect's; returns how many families were compared. */
export function checkDialectRepeats(tree, dialect, report) {
  if (!dialect) return 0;
  let families = 0;
  for (const family of tree.families?.values() ?? []) {
    const endpoint = family.data;
    families += 1;
    for (const block of ['paging', 'response']) {
      if (!isObject(endpoint[block])) continue;
      const same = Object.entries(endpoint[block]).filter(([key, value]) => dialect.data[block][key] === value).map(([key]) => key);
      if (same.length === 0) continue;
      const whole = same.length === Object.keys(endpoint[block]).length;
      report.error(
        family.file,
        whole ? pointer(block) : pointer(block, same[0]),
        `${block} 的 ${same.join('、')} 与后端约定 ${DIALECT_FILE} 相同`,
        whole ? `删除整个 ${block}：后端约定已给出这些值` : `删除 ${same.join('、')}，只写与后端约定不同的项`,
      );
    }
  }
  return families;
}
