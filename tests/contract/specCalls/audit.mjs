#!/usr/bin/env node
/**
 * Audit of the calls the specification names (schemas/spec-calls.json) against what the product
 * knows today: (a) the operations of schemas/generated/openapi.json, (b) the calls the front end
 * makes (page configs and src/, see frontEndCalls.mjs). Prints how many spec calls are declared,
 * used by a screen, both, or neither; lists the undeclared ones (with the product's nearest
 * operation where one differs only by a trailing path parameter); and lists the OpenAPI
 * operations no spec call covers — the extensions — grouped by family base.
 *
 *   node tests/contract/specCalls/audit.mjs [--root DIR] [--json FILE]
 *
 * --root measures another tree (e.g. an export of a commit); --json writes the details. Not part
 * of npm test: it measures, it does not judge.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndMatches, pageConfigCalls, readDefaultRoutes, sourceCalls } from './frontEndCalls.mjs';
import { matchesOperation, pathShape } from './pathMatch.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const root = resolve(option('--root') ?? join(dirname(fileURLToPath(import.meta.url)), '../../..'));
const jsonOut = option('--json');
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

const spec = readJson('schemas/spec-calls.json');
const calls = spec.calls;

// OpenAPI writes the account-service prefix as a server variable ({aam}); the spec and the
// front end write /api/aam/, which the HTTP client rewrites to the stored server name.
const openapi = readJson('schemas/generated/openapi.json');
const operations = [];
for (const [path, item] of Object.entries(openapi.paths ?? {})) {
  for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
    if (item[method]) operations.push({ method: method.toUpperCase(), path: path.replace(/^\/api\/\{aam\}\//, '/api/aam/') });
  }
}

const defaults = readDefaultRoutes(root);
const pageCalls = pageConfigCalls(root, defaults.routes);
const srcCalls = sourceCalls(root).filter((call) => call.path.split('/').filter(Boolean).length >= 3);
const frontEnd = [...pageCalls, ...srcCalls];

const rows = calls.map((call) => {
  const served = operations.filter((op) => matchesOperation(call, op.method, op.path));
  const usedBy = frontEnd.filter((fe) => frontEndMatches(call, fe.method, fe.path));
  const shape = pathShape(call.path);
  // The product's operation that differs only by trailing path parameters (PUT info vs PUT info/{id}).
  const near = served.length > 0 ? [] : operations.filter((op) => {
    const other = pathShape(op.path);
    return op.method === call.method && other.length > shape.length && shape.every((s, i) => s === other[i]) && other.slice(shape.length).every((s) => s === '{}');
  });
  return { call, served, usedBy, near };
});

// Known family bases, longest first: page configs, families and spec sections.
const bases = new Set(pageCalls.map((fe) => fe.base).filter(Boolean));
for (const section of spec.sections) if (section.base && section.base.split('/').length > 4) bases.add(section.base);
const SERVICE = /^\/api\/[^/]+\/v\d+/;
function familyOf(path) {
  const known = [...bases].filter((base) => path === base || path.startsWith(`${base}/`)).sort((a, b) => b.length - a.length)[0];
  if (known) return known.replace(SERVICE, '').slice(1);
  const rest = path.replace(SERVICE, '').split('/').filter(Boolean);
  if (path.startsWith('/api/aam/')) return rest.slice(0, 2).join('/');
  if (rest[0] === 'starlight') return rest[1] === 'api' ? rest.slice(0, 3).join('/') : rest.slice(0, 2).join('/');
  return rest[0] ?? path;
}

const covered = (op) => calls.some((call) => matchesOperation(call, op.method, op.path));
const extensions = operations.filter((op) => !covered(op));
const byFamily = new Map();
for (const op of extensions) {
  const family = familyOf(op.path);
  if (!byFamily.has(family)) byFamily.set(family, []);
  byFamily.get(family).push(op);
}
const specFamilies = new Set(calls.map((call) => familyOf(call.path)));

const declared = rows.filter((r) => r.served.length > 0);
const used = rows.filter((r) => r.usedBy.length > 0);
const both = rows.filter((r) => r.served.length > 0 && r.usedBy.length > 0);
const neither = rows.filter((r) => r.served.length === 0 && r.usedBy.length === 0);
const usedNotDeclared = rows.filter((r) => r.served.length === 0 && r.usedBy.length > 0);
const declaredNotUsed = rows.filter((r) => r.served.length > 0 && r.usedBy.length === 0);
const nearOnly = rows.filter((r) => r.served.length === 0 && r.near.length > 0);

const line = (r) => `  ${r.call.method.padEnd(6)} ${r.call.path}   [${r.call.id}]`;
const out = [];
out.push(`Spec calls: ${calls.length} (tree: ${root})`);
const sectionsOf = (list) => {
  const counts = {};
  for (const r of list) counts[r.call.section.slice(0, 3)] = (counts[r.call.section.slice(0, 3)] ?? 0) + 1;
  return Object.entries(counts).sort().map(([k, v]) => `${k}: ${v}`).join(', ');
};
out.push(`  by part — ${sectionsOf(rows)}`);
out.push(`OpenAPI operations: ${operations.length}; front-end calls found: ${pageCalls.length} in page configs, ${srcCalls.length} in src/ (default routes from ${defaults.file})`);
out.push('');
out.push(`Declared in OpenAPI:          ${declared.length} of ${calls.length}  (${sectionsOf(declared)})`);
out.push(`Used by a screen:             ${used.length} of ${calls.length}  (${sectionsOf(used)})`);
out.push(`Declared and used:            ${both.length}`);
out.push(`Declared, no screen uses it:  ${declaredNotUsed.length}`);
out.push(`Used, OpenAPI lacks it:       ${usedNotDeclared.length}`);
out.push(`Neither:                      ${neither.length}`);
out.push(`Undeclared but served at the same path plus a trailing path parameter: ${nearOnly.length} (declared if those count: ${declared.length + nearOnly.length})`);
out.push('');
out.push(`Undeclared spec calls (${calls.length - declared.length}):`);
for (const r of rows.filter((x) => x.served.length === 0)) {
  out.push(`${line(r)}${r.usedBy.length ? '  (a screen calls it)' : ''}${r.near.length ? `  ~ product: ${r.near.map((op) => `${op.method} ${op.path}`).join(', ')}` : ''}`);
}
out.push('');
out.push(`Declared but no screen uses it (${declaredNotUsed.length}):`);
for (const r of declaredNotUsed) out.push(line(r));
out.push('');
out.push(`Extensions — OpenAPI operations no spec call covers: ${extensions.length}`);
const families = [...byFamily].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
const unnamed = families.filter(([family]) => !specFamilies.has(family));
out.push(`  in ${unnamed.length} families the spec never names: ${unnamed.reduce((n, [, ops]) => n + ops.length, 0)} operations; ${families.length - unnamed.length} spec-named families carry ${extensions.length - unnamed.reduce((n, [, ops]) => n + ops.length, 0)} more`);
for (const [family, ops] of families) {
  out.push(`  ${family}: ${ops.length}${specFamilies.has(family) ? '  (family the spec names)' : ''}`);
  for (const op of ops) out.push(`      ${op.method.padEnd(6)} ${op.path}`);
}
console.log(out.join('\n'));

if (jsonOut) {
  const brief = (r) => ({ id: r.call.id, method: r.call.method, path: r.call.path, section: r.call.section, declaredBy: r.served.map((op) => `${op.method} ${op.path}`), usedBy: [...new Set(r.usedBy.map((fe) => fe.where))], nearestOperation: r.near.map((op) => `${op.method} ${op.path}`) });
  writeFileSync(jsonOut, `${JSON.stringify({ root, total: calls.length, declared: declared.length, used: used.length, both: both.length, neither: neither.length, calls: rows.map(brief), extensions: Object.fromEntries(families.map(([family, ops]) => [family, ops.map((op) => `${op.method} ${op.path}`)])) }, null, 2)}\n`);
}
