/**
 * The cross-reference pass of lint:schemas over a parsed tree, with no file system: the CLI
 * (lint-schemas.mjs) runs it after reading the tree and the runtime facts from disk, and the
 * schema playground (src/modules/playground) runs the same checks in the browser over the
 * shipped tree with the page being edited in place of its file.
 *   facts: { reserved: { list, address }, groups: Map<group, { file, modules: Set }>,
 *            rules (sub-app prefixes), mockPaths: [{ path, test }], dialect: { file, data } | null }
 */
import { checkActionShapes } from './actionShapeChecks.mjs';
import { checkDialectRepeats } from './dialectChecks.mjs';
import { checkEncryptedFields } from './encryptChecks.mjs';
import { checkFormFieldChecks } from './formCheckChecks.mjs';
import { checkEndpoints } from './endpointChecks.mjs';
import { checkFamilies } from './familyChecks.mjs';
import { checkPageFields } from './fieldChecks.mjs';
import { checkLookups } from './lookupChecks.mjs';
import { checkScopeChoices } from './scopeChoiceChecks.mjs';
import { checkMenu } from './menuChecks.mjs';
import { checkModules } from './moduleChecks.mjs';
import { checkOrgFields } from './orgFieldChecks.mjs';
import { checkEntityFiles, checkPage, referencedPageIds } from './pageChecks.mjs';
import { pointer } from './report.mjs';

/** Runs every cross-reference check; returns the counts the CLI prints. */
export function crossCheck(tree, facts, report) {
  const { reserved, groups, rules, mockPaths, dialect } = facts;
  const counts = {};
  counts.menuEntries = checkMenu(tree, report).entries;
  counts.pages = tree.pages.size;
  counts.entities = tree.entities.size;
  checkEntityFiles(tree, report);
  counts.lookups = checkLookups(tree, report);
  counts.scopeChoices = checkScopeChoices(tree, report);
  counts.orgFields = checkOrgFields(tree, report);
  checkEncryptedFields(tree, report);
  checkFormFieldChecks(tree, report);
  counts.fieldRefs = checkFamilies(tree, report);
  checkActionShapes(tree, report);
  for (const page of tree.pages.values()) {
    const entity = checkPage(page, tree, reserved, report);
    if (entity) counts.fieldRefs += checkPageFields(page, entity, report, tree);
  }
  counts.families = checkEndpoints(tree, mockPaths, report);
  checkDialectRepeats(tree, dialect, report);
  counts.modulePages = checkModules(tree, groups, rules, report);

  const opened = referencedPageIds(tree);
  const routed = new Set();
  (function collect(nodes) {
    for (const node of Array.isArray(nodes) ? nodes : []) {
      if (typeof node?.page === 'string') routed.add(node.page);
      collect(node?.children);
    }
  })(tree.menu?.data.menu);
  for (const page of tree.pages.values()) {
    if (!routed.has(page.id) && !opened.has(page.id)) {
      report.warn(page.file, pointer(), `页面 ${page.id} 没有菜单项，也没有被其他页面打开`, '在 menu.json 中为它加菜单项（page 为该 id），或从列表的 view / 详情的标签页引用它', 'orphan');
    }
  }
  return counts;
}
