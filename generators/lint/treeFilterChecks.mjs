/**
 * A list page's `treeFilter` (src/pageLanguage/pageConfig.ts ListTreeFilterDeclaration): its
 * `source` is a GET operation of the page's family whose answer (at `nodes`) is an array of nodes
 * holding the key, label, children and count fields the page names; `filter` is a field of the
 * page's entity and not also a filter of the bar; no tree filter on a tree page. resolvePage.ts
 * refuses the same operation references when the app loads the page.
 */
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

function deref(schema, root) {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return schema;
  const name = schema.$ref.startsWith('#/$defs/') ? schema.$ref.slice('#/$defs/'.length) : undefined;
  return name !== undefined && isObject(root.$defs) ? root.$defs[name] : undefined;
}

/** The node schema of the tree the answer holds at `nodes` (a body path starting at data), or a reported problem. */
function nodeSchema(page, tree, operation, report) {
  const schema = operation.response?.schema;
  if (!isObject(schema)) return undefined; // an answer described by an entity: nothing to walk
  const path = typeof tree.nodes === 'string' ? tree.nodes : 'data';
  const segments = path.split('.');
  if (segments[0] !== 'data') {
    report.error(page.file, pointer('treeFilter', 'nodes'), `nodes 的路径 ${path} 不从应答体的 data 写起`, '操作声明的是应答 data 的结构：写成 data 或 data.<字段>');
    return undefined;
  }
  let at = schema;
  for (const segment of segments.slice(1)) {
    at = deref(isObject(at?.properties) ? at.properties[segment] : undefined, schema);
    if (!isObject(at)) break;
  }
  if (!isObject(at) || at.type !== 'array') {
    report.error(page.file, pointer('treeFilter', 'nodes'), `操作 ${tree.source} 的应答在 ${path} 处不是节点数组`, '指向应答中树的顶层节点数组');
    return undefined;
  }
  const node = deref(at.items, schema);
  return isObject(node) && isObject(node.properties) ? node : undefined;
}

export function checkListTreeFilter(page, family, entity, report) {
  const declared = page.declared ?? page.data;
  const tree = declared.treeFilter;
  if (!isObject(tree)) return;
  const at = (...keys) => pointer('treeFilter', ...keys);
  if (isObject(family.data.tree)) report.error(page.file, at(), '树形页不能再有列表旁的树', '树形页本身就是树：删除 treeFilter');
  const operations = list(family.data.operations).filter(isObject);
  const operation = operations.find((candidate) => candidate.name === tree.source);
  if (!operation || operation.method !== 'GET') {
    const gets = operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.name);
    report.error(page.file, at('source'), `接口族 ${family.name} 没有 GET 操作 "${tree.source}"`, gets.length > 0 ? suggest(String(tree.source), gets, '该接口族的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明它`);
  } else {
    const node = nodeSchema(page, tree, operation, report);
    if (node) {
      const fields = Object.keys(node.properties);
      const named = [['nodeKey', tree.nodeKey], ['nodeLabel', tree.nodeLabel], ['childrenKey', tree.childrenKey ?? 'children'], ['count', tree.count?.field]];
      for (const [key, field] of named) {
        if (typeof field !== 'string' || fields.includes(field)) continue;
        report.error(page.file, key === 'count' ? at('count', 'field') : at(key), `树的节点没有字段 "${field}"`, suggest(field, fields, `操作 ${tree.source} 应答的节点字段`));
      }
    }
  }
  const properties = isObject(entity?.properties) ? entity.properties : {};
  if (typeof tree.filter === 'string' && !Object.hasOwn(properties, tree.filter)) {
    report.error(page.file, at('filter'), `筛选字段 "${tree.filter}" 不在实体 ${declared.entity} 中`, suggest(tree.filter, Object.keys(properties), '实体字段'));
  }
  if (list(declared.filters).some((filter) => filter?.key === tree.filter)) {
    report.error(page.file, at('filter'), `筛选字段 "${tree.filter}" 已在筛选栏中`, '树与筛选栏各用不同的筛选字段：从 filters 中删掉它，或换一个字段');
  }
}
