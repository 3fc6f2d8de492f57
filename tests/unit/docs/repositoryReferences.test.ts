/**
 * References stay inside the repository (docs/design.md §9): a comment, a test name or a schema
 * text points at docs/behaviour (the product's behaviour, section numbers fixed), at
 * docs/design.md or at the contract in schemas/ — never at a document a reader with only the
 * repository cannot open. So no scanned file names the outside specification or design guide,
 * and every `docs/behaviour §N` / `docs/design.md §N` (and the sections chained after it, as in
 * "§5/§9") is the number of a heading of that document. The reference itself holds every call of
 * schemas/spec-calls.json and numbers every heading. generators/docs/rewrite-references.mjs made
 * the old references into these; the outside names below are assembled from parts so this file
 * does not carry one itself.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** What is scanned: the code, its tests and generators, the contract, the mocks, the docs. */
const SCANNED_FOLDERS = ['src', 'mocks', 'generators', 'tests', 'schemas', 'docs'];
const SCANNED_FILES = ['README.md'];
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.md', '.css', '.html', '.yaml', '.yml', '.txt', '.pending']);
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

const SPEC = 'spec';
const OUTSIDE: readonly { name: string; pattern: RegExp }[] = [
  { name: `${SPEC} §`, pattern: new RegExp(`(?<![\\w/.-])${SPEC} ?§`, 'i') },
  { name: `${'规'}格 §`, pattern: new RegExp(`${'规'}格 ?§`) },
  { name: `${'规'}范 §`, pattern: new RegExp(`${'规'}范 ?§`) },
  { name: ['DESIGN', 'md'].join('.'), pattern: new RegExp(['DESIGN', 'md'].join('\\.')) },
  { name: ['platform', SPEC].join('-'), pattern: new RegExp(['platform', SPEC].join('-')) },
  { name: ['..', 'shared', ''].join('/'), pattern: new RegExp(['\\.\\.', 'shared', ''].join('/')) },
];

const BEHAVIOUR_DIR = 'docs/behaviour';
const DESIGN_DOC = 'docs/design.md';
const SECTION = '§(\\d+(?:\\.\\d+)?)';
/** Between a document's name and its section: a space, or a comment's line break ("docs/behaviour" / "* §7.1"). */
const GAP = '(?: |\\r?\\n[ \\t]*(?:\\*|//)?[ \\t]*)';
/** Sections chained after a reference: "§5/§9", "§7.1, §7.2", "§2.3 and §2.9". */
const CHAIN = new RegExp(`^(?:\\s*(?:/|,|;|、|，|and|or|&)\\s*${SECTION})+`);

function textFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : textFiles(path);
    return TEXT_EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

const scanned = [...SCANNED_FOLDERS.flatMap(textFiles), ...SCANNED_FILES];
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

function headingSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+§(\d+(?:\.\d+)?)/gm)].map((match) => match[1]!));
}

const behaviourFiles = readdirSync(join(ROOT, BEHAVIOUR_DIR)).filter((file) => file.endsWith('.md')).sort();
const behaviourSections = new Set(behaviourFiles.flatMap((file) => [...headingSections(read(`${BEHAVIOUR_DIR}/${file}`))]));
const designSections = headingSections(read(DESIGN_DOC));

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('references stay inside the repository', () => {
  it('scans the folders the references were in', () => {
    expect(scanned.length).toBeGreaterThan(1000);
    for (const folder of SCANNED_FOLDERS) expect(scanned.some((file) => file.startsWith(`${folder}/`)), folder).toBe(true);
  });

  it('no file names the specification or the design guide outside the repository', () => {
    const problems: string[] = [];
    for (const file of scanned) {
      read(file).split('\n').forEach((line, index) => {
        for (const { name, pattern } of OUTSIDE) if (pattern.test(line)) problems.push(`${file}:${index + 1} 「${name}」：${line.trim().slice(0, 120)}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('every docs/behaviour and docs/design.md section named is a heading of that document', () => {
    const targets = [
      { name: BEHAVIOUR_DIR, known: behaviourSections },
      { name: DESIGN_DOC, known: designSections },
    ];
    const problems: string[] = [];
    for (const file of scanned) {
      const text = read(file);
      for (const { name, known } of targets) {
        for (const match of text.matchAll(new RegExp(`${escape(name)}${GAP}${SECTION}`, 'g'))) {
          const chain = CHAIN.exec(text.slice(match.index + match[0].length));
          const numbers = [match[1]!, ...(chain ? [...chain[0].matchAll(new RegExp(SECTION, 'g'))].map((more) => more[1]!) : [])];
          for (const number of numbers) if (!known.has(number)) problems.push(`${file}:${lineOf(text, match.index)} ${name} §${number}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every docs/behaviour file named exists', () => {
    const problems: string[] = [];
    for (const file of scanned) {
      for (const match of read(file).matchAll(/docs\/behaviour\/([\w.-]+\.md)/g)) {
        if (!existsSync(join(ROOT, BEHAVIOUR_DIR, match[1]!))) problems.push(`${file}: ${match[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the behaviour reference', () => {
  it('numbers every heading of its sections, and holds §1 to §9 with §2.1–§2.9 and §7.1–§7.4', () => {
    const unnumbered = behaviourFiles
      .filter((file) => file !== 'README.md')
      .flatMap((file) => read(`${BEHAVIOUR_DIR}/${file}`).split('\n').filter((line) => /^#{1,6}\s/.test(line) && !/^#{1,6}\s+§\d/.test(line)).map((line) => `${file}: ${line}`));
    expect(unnumbered).toEqual([]);
    const expected = [
      ...Array.from({ length: 9 }, (_, i) => String(i + 1)),
      ...Array.from({ length: 9 }, (_, i) => `2.${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `7.${i + 1}`),
    ];
    expect(expected.filter((section) => !behaviourSections.has(section))).toEqual([]);
    expect(Array.from({ length: 10 }, (_, i) => String(i + 1)).filter((section) => !designSections.has(section))).toEqual([]);
  });

  it('lists every call of schemas/spec-calls.json with its method and path', () => {
    const calls = (JSON.parse(read('schemas/spec-calls.json')) as { calls: { id: string; method: string; path: string }[] }).calls;
    const table = read(`${BEHAVIOUR_DIR}/07-calls.md`);
    const missing = calls.filter((call) => !new RegExp(`\\| ${call.method}[^|]*\\| \`${escape(call.path)}\`[^|]*\\|[^|]*\\| \`${escape(call.id)}\` \\|`).test(table));
    expect(missing.map((call) => `${call.id} ${call.method} ${call.path}`)).toEqual([]);
  });
});
