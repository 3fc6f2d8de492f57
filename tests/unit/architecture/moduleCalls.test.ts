/**
 * A hand-written module reads and writes through the operation client (README "Architecture":
 * src/renderer/data/operationClient.ts, operationQueries.ts): it names a family's declared
 * operation, never a path, and its server data sits on the query cache. So no file under
 * src/modules imports the HTTP client or useAsyncData, or writes an `/api/` path in a string or
 * template (TypeScript's parser reads the files: comments do not count, a path split over a
 * template's parts does). The modules not moved yet are an exact list, each with why; an entry
 * that no longer offends fails the test, so the list only shrinks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** Not moved onto the operation client yet (issue 36), each with why; remove an entry when its module moves. */
const NOT_YET: Readonly<Record<string, string>> = {};

/** What a module may not import, by the imported file's path from the repository root. */
const FORBIDDEN_IMPORTS: Readonly<Record<string, string>> = {
  'src/core/http/client': 'the HTTP client: name a declared operation (operationRequest, operationWrite, useOperationQuery)',
  'src/core/async/useAsyncData': 'useAsyncData: server data sits on the query cache (useOperationQuery)',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** A server path: `/api/` at the start or after a value (`${base}/api/…`), not a module's `../api/` folder. */
const API_PATH = /(^|[^.])\/api\//;

/** The name of an imported module (its specifier), not a value. */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)
    || (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword);
}

/** Each way `text` (the content of `file`) calls the server itself. */
export function moduleCallOffences(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = relative(ROOT, resolve(ROOT, dirname(file), fileName)).split('\\').join('/').replace(/\.(ts|tsx)$/, '');
    const why = FORBIDDEN_IMPORTS[target];
    if (why) found.push(`${file}: imports ${why}`);
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isModuleName(node) && API_PATH.test(node.text)) found.push(`${file}: writes the path ${JSON.stringify(node.text)}`);
    } else if (ts.isTemplateExpression(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${…}');
      if (API_PATH.test(literal)) found.push(`${file}: writes the path \`${literal}\``);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The listed modules that no longer call the server themselves (or are gone): their entries must go. */
function movedEntries(list: Readonly<Record<string, string>>, offences: ReadonlyMap<string, readonly string[]>): string[] {
  return Object.keys(list).filter((file) => (offences.get(file) ?? []).length === 0);
}

describe('hand-written modules call the platform only through the operation client', () => {
  const files = sourceFiles('src/modules');
  const offences = new Map(files.map((file) => [file, moduleCallOffences(file, readFileSync(join(ROOT, file), 'utf8'))]));

  it('no module outside the list imports the HTTP client or useAsyncData, or writes an /api/ path', () => {
    expect(files.length).toBeGreaterThan(50);
    const found = [...offences].filter(([file]) => !(file in NOT_YET)).flatMap(([, list]) => list);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('every listed module still needs its entry (remove it once the module is moved)', () => {
    const moved = movedEntries(NOT_YET, offences);
    expect(moved, `no longer calling the server itself (or gone): ${moved.join(', ')}`).toEqual([]);
    // The check itself: an entry whose file no longer offends, or is gone, is named.
    const probe = new Map([['src/modules/a/Moved.tsx', []], ['src/modules/a/Still.tsx', ['src/modules/a/Still.tsx: imports …']]]);
    expect(movedEntries({ 'src/modules/a/Moved.tsx': '…', 'src/modules/a/Still.tsx': '…', 'src/modules/a/Gone.tsx': '…' }, probe))
      .toEqual(['src/modules/a/Moved.tsx', 'src/modules/a/Gone.tsx']);
  });

  it('the check finds the client, useAsyncData and a written path in every form, and not in comments', () => {
    const probe = [
      "import { http } from '../../../core/http/client';",
      "import { listing } from '../api/storageApi';",
      "import { useAsyncData } from '../../../core/async/useAsyncData';",
      "import type { RequestOptions } from '../../../core/http/client';",
      "const a = '/api/operation-management/v1/x';",
      'const b = `${base}/api/aam/v1/${id}`;',
      'const c = `/api/x`;',
      "// http.get('/api/commented')",
      "import { operationRequest } from '../../renderer/data/operationClient';",
    ].join('\n');
    expect(moduleCallOffences('src/modules/workbench/expense/Probe.tsx', probe)).toEqual([
      'src/modules/workbench/expense/Probe.tsx: imports the HTTP client: name a declared operation (operationRequest, operationWrite, useOperationQuery)',
      'src/modules/workbench/expense/Probe.tsx: imports useAsyncData: server data sits on the query cache (useOperationQuery)',
      // Its types too: a module takes the call's options and answers from the operation client.
      'src/modules/workbench/expense/Probe.tsx: imports the HTTP client: name a declared operation (operationRequest, operationWrite, useOperationQuery)',
      'src/modules/workbench/expense/Probe.tsx: writes the path "/api/operation-management/v1/x"',
      'src/modules/workbench/expense/Probe.tsx: writes the path `${…}/api/aam/v1/${…}`',
      'src/modules/workbench/expense/Probe.tsx: writes the path "/api/x"',
    ]);
  });
});
