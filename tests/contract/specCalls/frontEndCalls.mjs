/**
 * The calls the front end makes, found without building it: (1) page configs (schemas/pages),
 * whose endpoint families — inline (`endpoint: { base, verbs, routes }`) or named (`family`, a
 * file of schemas/families) — give a base, verbs (default routes read from the renderer's
 * DEFAULT_ROUTES) and routes, plus custom actions and `current` reads relative to the base,
 * dashboard `source`s, a detail page's `read` operation and the operations custom actions read
 * (`operation`); (2) the TypeScript of src/, parsed with the compiler: a path is a string or
 * template literal (constants filled in), and its method is read from the call that takes it —
 * http.get/post/put/delete/download, request(…, { method }), new WebSocket(…), or a helper that
 * passes its path parameter on to those — and (3) the operation client's calls
 * (operationRequest('family', 'operation', …) and its query and write forms), whose method and
 * path are the named operation's declaration. A `${…}` left in a path becomes {id} when it names an
 * id, else the wildcard {*} that stands for any one segment (`${kind}` for government/enterprise).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const VERB_METHODS = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE', download: 'GET' };

function filesUnder(dir, test) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The renderer's default route of each verb, read from the file that defines DEFAULT_ROUTES. */
export function readDefaultRoutes(root) {
  for (const file of filesUnder(join(root, 'src'), (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name))) {
    const text = readFileSync(file, 'utf8');
    const block = /DEFAULT_ROUTES[^=]*=\s*\{([\s\S]*?)\n\};/.exec(text);
    if (!block) continue;
    const routes = {};
    for (const m of block[1].matchAll(/(\w+):\s*\{\s*method:\s*'(\w+)',\s*path:\s*'([^']*)'\s*\}/g)) routes[m[1]] = { method: m[2], path: m[3] };
    if (Object.keys(routes).length > 0) return { file: relative(root, file), routes };
  }
  throw new Error('DEFAULT_ROUTES not found under src/: the default route of each verb is unknown');
}

function joinPath(base, path) {
  if (path.startsWith('/api/')) return path;
  const trimmed = base.replace(/\/+$/, '');
  return path === '' ? trimmed : `${trimmed}/${path}`;
}

/** The family file a page names (`"family": "name"`), if the tree has one. */
function readFamily(root, name) {
  try {
    return JSON.parse(readFileSync(join(root, 'schemas/families', `${name}.json`), 'utf8'));
  } catch {
    throw new Error(`schemas/families/${name}.json: a page names this family but it cannot be read`);
  }
}

/**
 * Every call of the page configs, each `{ method, path, where }`. A page states its family inline
 * (`endpoint: { base, verbs, routes }`, custom actions beside it) or names one of
 * schemas/families (`family`), whose verbs and actions are then the page's; a list page's named
 * views (`views`) add the operations they read and export through.
 */
export function pageConfigCalls(root, defaults) {
  const calls = [];
  for (const file of filesUnder(join(root, 'schemas/pages'), (name) => name.endsWith('.json'))) {
    const where = relative(root, file);
    const config = JSON.parse(readFileSync(file, 'utf8'));
    const visit = (node, base, label) => {
      if (Array.isArray(node)) return node.forEach((item) => visit(item, base, label));
      if (!node || typeof node !== 'object') return;
      let own = base;
      // Custom actions sit beside the family (rowActions, toolbar): their paths are relative to it.
      if (typeof node.endpoint?.base === 'string') own = node.endpoint.base;
      if (typeof node.family === 'string') {
        const family = readFamily(root, node.family);
        if (typeof family.base === 'string') own = family.base;
        visit(family, undefined, `${where} → families/${node.family}`);
        // A detail page reads its record through an operation of its family: { read }.
        if (typeof node.read === 'string') {
          const operation = (family.operations ?? []).find((candidate) => candidate.name === node.read);
          if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (read)`, base: family.base });
        }
      }
      if (typeof node.base === 'string' && Array.isArray(node.verbs)) {
        own = node.base;
        for (const verb of node.verbs) {
          const route = node.routes?.[verb] ?? defaults[verb];
          if (!route) throw new Error(`${label}: verb ${verb} has no route and no default`);
          calls.push({ method: route.method, path: joinPath(node.base, route.path), where: `${label} (${verb})`, base: node.base });
        }
      }
      if (typeof node.source === 'string' && node.source.startsWith('/api/')) calls.push({ method: 'GET', path: node.source, where: `${label} (source)` });
      // A form field asks a GET operation about its value when it is left: { check: { family, operation } } (新增用户's repeat check).
      if (typeof node.check?.family === 'string' && typeof node.check.operation === 'string') {
        const family = readFamily(root, node.check.family);
        const operation = (family.operations ?? []).find((candidate) => candidate.name === node.check.operation);
        if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (check)`, base: family.base });
      }
      // A dashboard names its family's operation: { family, operation }.
      if (typeof node.source?.family === 'string' && typeof node.source.operation === 'string') {
        const family = readFamily(root, node.source.family);
        const operation = (family.operations ?? []).find((candidate) => candidate.name === node.source.operation);
        if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (source)`, base: family.base });
      }
      // A custom action a list page (or a detail page's header) uses may call an operation of its family: { action } → actions[].operation.
      if (typeof node.family === 'string' && (Array.isArray(node.rowActions) || Array.isArray(node.toolbar) || Array.isArray(node.actions))) {
        const family = readFamily(root, node.family);
        for (const use of [...(node.rowActions ?? []), ...(node.toolbar ?? []), ...(node.kind === 'detail' ? (node.actions ?? []) : [])]) {
          const action = (family.actions ?? []).find((candidate) => use?.type === 'custom' && candidate.name === use.action);
          const operation = (family.operations ?? []).find((candidate) => typeof action?.operation === 'string' && candidate.name === action.operation);
          if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (${action.name} → ${operation.name})`, base: family.base });
        }
      }
      for (const key of ['endpoint', 'current']) {
        const route = node[key];
        if (route && typeof route.method === 'string' && typeof route.path === 'string' && own) {
          calls.push({ method: route.method, path: joinPath(own, route.path), where: `${label} (${node.name ?? key})`, base: own });
        }
      }
      // A block page reads operations of its family: sources[name].operation.
      if (node.kind === 'blocks' && typeof node.family === 'string' && node.sources && typeof node.sources === 'object') {
        const family = readFamily(root, node.family);
        for (const [name, source] of Object.entries(node.sources)) {
          const operation = (family.operations ?? []).find((candidate) => candidate.name === source?.operation);
          if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (sources ${name})`, base: family.base });
        }
        // A form block sends its fields through a write of the family: blocks[].operation.
        for (const block of Array.isArray(node.blocks) ? node.blocks : []) {
          const operation = block?.type === 'form' ? (family.operations ?? []).find((candidate) => candidate.name === block.operation) : undefined;
          if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (form ${block.title ?? block.operation})`, base: family.base });
        }
        // A block's actions call operations of the page's family or their own (actions[].steps[]), a card's picture is one (icon), an upload sends its chunks to one and asks another (operation, status).
        for (const block of Array.isArray(node.blocks) ? node.blocks : []) {
          const uploads = block?.type === 'upload' ? [block.operation, block.status].filter((name) => typeof name === 'string').map((operation) => ({ operation })) : [];
          // An editor saves through a write of the family and sends large files to its upload (operation, upload.operation, upload.status); its templates are another family's list.
          if (block?.type === 'rich-text-editor') {
            uploads.push(...[block.operation, block.upload?.operation, block.upload?.status].filter((name) => typeof name === 'string').map((operation) => ({ operation })));
            if (typeof block.templates?.family === 'string') {
              const templates = readFamily(root, block.templates.family);
              const route = templates.routes?.list ?? { method: 'GET', path: 'page' };
              calls.push({ method: route.method, path: joinPath(templates.base, route.path), where: `${label} (templates)`, base: templates.base });
            }
          }
          const named = [...(Array.isArray(block?.actions) ? block.actions : []).flatMap((action) => (Array.isArray(action?.steps) ? action.steps : [])), ...(block?.icon ? [block.icon] : []), ...uploads];
          for (const step of named) {
            const owner = typeof step?.family === 'string' ? readFamily(root, step.family) : family;
            const operation = (owner.operations ?? []).find((candidate) => candidate.name === step?.operation);
            if (operation) calls.push({ method: operation.method, path: joinPath(owner.base, operation.path), where: `${label} (${block.title ?? block.type} → ${operation.name})`, base: owner.base });
          }
        }
      }
      // A list page's notice reads an operation of its family: notice.source.
      if (typeof node.family === 'string' && typeof node.notice?.source === 'string') {
        const family = readFamily(root, node.family);
        const operation = (family.operations ?? []).find((candidate) => candidate.name === node.notice.source);
        if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (notice)`, base: family.base });
      }
      // A list page's tree beside the list reads an operation of its family: treeFilter.source.
      if (typeof node.family === 'string' && typeof node.treeFilter?.source === 'string') {
        const family = readFamily(root, node.family);
        const operation = (family.operations ?? []).find((candidate) => candidate.name === node.treeFilter.source);
        if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (treeFilter)`, base: family.base });
      }
      // A tree page reads its trees (trees[].operation) and writes (writes.create/update/delete) through operations of its family.
      if (typeof node.family === 'string' && (Array.isArray(node.trees) || (node.writes && typeof node.writes === 'object'))) {
        const family = readFamily(root, node.family);
        const named = [...(node.trees ?? []).map((tree) => [`trees ${tree?.key}`, tree?.operation]), ...Object.entries(node.writes ?? {}).map(([verb, name]) => [`writes ${verb}`, name])];
        for (const [role, name] of named) {
          const operation = (family.operations ?? []).find((candidate) => candidate.name === name);
          if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (${role})`, base: family.base });
        }
      }
      // A list page reads and exports through operations of its family: read.list / read.export.
      if (typeof node.family === 'string' && node.read && typeof node.read === 'object') {
        const family = readFamily(root, node.family);
        for (const role of ['list', 'export']) {
          const operation = (family.operations ?? []).find((candidate) => candidate.name === node.read[role]);
          if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (read ${role})`, base: family.base });
        }
      }
      // A list page's named views read and export through operations of its family: views[].list / .export.
      if (typeof node.family === 'string' && Array.isArray(node.views)) {
        const family = readFamily(root, node.family);
        for (const view of node.views) {
          for (const role of ['list', 'export']) {
            const operation = (family.operations ?? []).find((candidate) => candidate.name === view?.[role]);
            if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${label} (views ${view.key} ${role})`, base: family.base });
          }
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'routes') visit(value, own, label);
    };
    visit(config, undefined, where);
    // The page shows its entity's lookup fields, whose choices and labels an operation may answer.
    if (typeof config.entity === 'string') calls.push(...entityLookupCalls(root, config.entity, `${where} → entities/${config.entity}`));
  }
  return calls;
}

/** The operations an entity's lookups read their choices from (`x-lookup.source`), and its region fields' reads (`x-region`). */
function entityLookupCalls(root, name, label) {
  const path = join(root, 'schemas/entities', `${name}.json`);
  if (!existsSync(path)) return [];
  const entity = JSON.parse(readFileSync(path, 'utf8'));
  const reads = (familyName, names, where) => {
    const family = readFamily(root, familyName);
    return names.flatMap((name) => {
      const operation = (family.operations ?? []).find((candidate) => candidate.name === name);
      return operation ? [{ method: operation.method, path: joinPath(family.base, operation.path), where, base: family.base }] : [];
    });
  };
  return Object.entries(entity.properties ?? {}).flatMap(([key, field]) => {
    const source = field?.['x-lookup']?.source;
    const region = field?.['x-region'];
    return [
      ...(typeof source?.family === 'string' ? reads(source.family, [source.operation], `${label} (${key} x-lookup source)`) : []),
      // A region field reads each level's divisions and the whole tree (x-region).
      ...(typeof region?.family === 'string' ? reads(region.family, [...(region.levels ?? []).map((level) => level.operation), region.tree], `${label} (${key} x-region)`) : []),
    ];
  });
}

/** `${expr}` placeholders: {id} when the expression names an id, else the wildcard {*}. */
function placeholder(expr) {
  const inner = expr.replace(/encodeURIComponent\(|String\(|seg\(|\)/g, '').trim();
  return /(^id$|Id$|^id[A-Z]|reqsn)/.test(inner) ? '{id}' : '{*}';
}

/** A string or template literal as text, its substitutions kept as `${expr}`. */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `\${${span.expression.getText()}}${span.literal.text}`).join('');
  return null;
}

const isLiteral = (node) => literalText(node) !== null;

/** The expression whose value the literal becomes: through parentheses, `a ? b : c`, `a ?? b`, `as`. */
function carrier(node) {
  let at = node;
  for (;;) {
    const up = at.parent;
    if (!up) return at;
    if (ts.isParenthesizedExpression(up) || ts.isAsExpression(up) || ts.isSatisfiesExpression(up)) at = up;
    else if (ts.isConditionalExpression(up) && up.condition !== at) at = up;
    else if (ts.isBinaryExpression(up) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(up.operatorToken.kind)) at = up;
    else return at;
  }
}

/** Methods of the call that takes `expr` (a path) as its first argument, or null. */
function methodsOf(expr, helpers, depth = 0) {
  const at = carrier(expr);
  const call = at.parent;
  if (!call || depth > 2) return null;
  if (ts.isNewExpression(call) && call.expression.getText() === 'WebSocket') return ['GET'];
  if (!ts.isCallExpression(call) || call.arguments[0] !== at) return null;
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee) && ['http', 'client'].includes(callee.expression.getText()) && VERB_METHODS[callee.name.text]) return [VERB_METHODS[callee.name.text]];
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  if (name === 'request') {
    const options = call.arguments[1];
    if (!options || !ts.isObjectLiteralExpression(options)) return options ? ['*'] : ['GET'];
    const method = options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'method');
    if (!method) return options.properties.some((p) => ts.isSpreadAssignment(p)) ? ['*'] : ['GET'];
    return ts.isStringLiteral(method.initializer) ? [method.initializer.text] : ['*'];
  }
  if (helpers.has(name)) return helpers.get(name);
  // A wrapper such as resolveWsUrl(path) inside new WebSocket(…): the wrapper's own caller decides.
  return methodsOf(call, helpers, depth + 1);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** Scans src/: every /api/ path with the methods it is called with (parsed with TypeScript). */
export function sourceCalls(root) {
  const files = filesUnder(join(root, 'src'), (name) => /\.tsx?$/.test(name) && !/\.test\.|\.spec\./.test(name));
  const sources = files.map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));

  // Definitions: const NAME = literal | (…) => literal, and object members name: literal | (…) => literal.
  const definitions = [];
  const definedLiterals = new Set();
  for (const source of sources) {
    walk(source, (node) => {
      const named = ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? { name: node.name.text, member: false } : ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) ? { name: node.name.text, member: true } : null;
      if (!named || !node.initializer) return;
      let value = node.initializer;
      if (ts.isArrowFunction(value) && !ts.isBlock(value.body)) value = value.body;
      if (!isLiteral(value)) return;
      definitions.push({ ...named, raw: literalText(value), source, node });
      definedLiterals.add(value);
    });
  }
  const values = new Map();
  for (const def of definitions) if (!def.member && !values.has(def.name)) values.set(def.name, def.raw);
  const fill = (raw) => {
    let out = raw;
    for (let round = 0; round < 5; round += 1) out = out.replace(/\$\{\s*([A-Za-z_]\w*)\s*\}/g, (all, name) => (values.has(name) ? values.get(name) : all));
    return out.split('?')[0].replace(/\$\{([^}]*)\}/g, (all, expr) => placeholder(expr));
  };

  // Helpers that pass their first (string) parameter on as the path of a call: uploadInChunks(path, …).
  const helpers = new Map();
  for (const source of sources) {
    walk(source, (node) => {
      if (!ts.isFunctionDeclaration(node) || !node.name || !node.body) return;
      const first = node.parameters[0];
      if (!first || !ts.isIdentifier(first.name) || first.type?.getText() !== 'string') return;
      const methods = new Set();
      walk(node.body, (inner) => {
        if (ts.isIdentifier(inner) && inner.text === first.name.text) methodsOf(inner, helpers)?.forEach((m) => methods.add(m));
      });
      if (methods.size > 0) helpers.set(node.name.text, [...methods]);
    });
  }

  const calls = [];
  const add = (methods, path, where) => {
    for (const method of methods ?? ['*']) calls.push({ method, path, where, methodKnown: Boolean(methods) });
  };
  for (const source of sources) {
    const where = relative(root, source.fileName);
    walk(source, (node) => {
      if (!isLiteral(node) || definedLiterals.has(node)) return;
      if (ts.isTemplateSpan(node.parent) || ts.isTemplateExpression(node.parent)) return;
      const path = fill(literalText(node));
      if (path.startsWith('/api/')) add(methodsOf(node, helpers), path, where);
    });
  }
  // A defined path is called where its name is used: NAME, obj.member, or NAME(…) for a builder.
  for (const def of definitions) {
    const path = fill(def.raw);
    if (!path.startsWith('/api/')) continue;
    const methods = new Set();
    let interpolated = false;
    for (const source of sources) {
      walk(source, (node) => {
        const use = def.member
          ? ts.isPropertyAccessExpression(node) && node.name.text === def.name ? node : null
          : ts.isIdentifier(node) && node.text === def.name && node !== def.node.name && !ts.isPropertyAccessExpression(node.parent) && !ts.isImportSpecifier(node.parent) && !ts.isExportSpecifier(node.parent) ? node : null;
        if (!use) return;
        if (ts.isTemplateSpan(use.parent)) interpolated = true;
        const expr = ts.isCallExpression(use.parent) && use.parent.expression === use ? use.parent : use;
        methodsOf(expr, helpers)?.forEach((m) => methods.add(m));
      });
    }
    // A base only ever filled into other paths (`${OM}/…`) is no call of its own.
    if (methods.size === 0 && interpolated) continue;
    add(methods.size > 0 ? [...methods] : null, path, `${relative(root, def.source.fileName)} (${def.name})`);
  }
  // A module names a family's declared operation through the operation client
  // (src/renderer/data/operationClient.ts, operationQueries.ts): its method and path are the declaration's.
  for (const source of sources) {
    const where = relative(root, source.fileName);
    walk(source, (node) => {
      if (!ts.isCallExpression(node) || !OPERATION_CALLERS.has(ts.isIdentifier(node.expression) ? node.expression.text : '')) return;
      const [familyArg, operationArg] = node.arguments;
      if (!familyArg || !operationArg || !ts.isStringLiteral(familyArg) || !ts.isStringLiteral(operationArg)) return;
      const family = readFamily(root, familyArg.text);
      const operation = (family.operations ?? []).find((candidate) => candidate.name === operationArg.text);
      if (operation) calls.push({ method: operation.method, path: joinPath(family.base, operation.path), where: `${where} (${familyArg.text} ${operationArg.text})`, methodKnown: true });
    });
  }
  return calls;
}

/** The operation client's calls that take (family, operation, …). */
const OPERATION_CALLERS = new Set(['operationRequest', 'operationWrite', 'operationQuery', 'useOperationQuery', 'useOperationMutation']);

/** Segment match of a front-end call: {*} stands for any one segment, {id} for a placeholder. */
export function frontEndMatches(call, method, path) {
  if (method !== '*' && call.method !== method) return false;
  const norm = (p) => p.split('?')[0].replace(/\/+$/, '').split('/');
  const want = norm(call.path);
  const have = norm(path);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => {
    const other = have[i];
    if (other === '{*}') return true;
    const a = /^\{[^}]*\}$/.test(segment);
    const b = /^\{[^}]*\}$/.test(other);
    return a || b ? a && b : segment === other;
  });
}
