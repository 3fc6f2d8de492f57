#!/usr/bin/env node
/**
 * Points the references of comments, test names and schema texts at documents inside the
 * repository (docs/design.md §9): a reference to the product specification's section becomes
 * `docs/behaviour §N` (docs/behaviour keeps the specification's section numbers), a reference to
 * the design guide becomes `docs/design.md §N`, and a bare mention of the outside files becomes
 * the reference's index. Every section it writes must be a heading of the document it names;
 * anything it cannot map is listed and the exit code is 1, so nothing outside the repository is
 * left behind silently. tests/unit/docs/repositoryReferences.test.ts holds the result.
 *
 * The outside names are assembled from parts below, so this file does not itself carry a
 * reference the test refuses.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * The folders and files rewritten, from the repository root. docs/ is among them because the
 * README's guides move there; docs/behaviour and docs/design.md themselves carry no such reference.
 */
export const SCANNED_FOLDERS = ['src', 'mocks', 'generators', 'tests', 'schemas', 'docs'];
export const SCANNED_FILES = ['README.md'];
/** Text files only; images, fonts and archives are never read. */
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.md', '.css', '.html', '.yaml', '.yml', '.txt']);
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

const SPEC = 'spec';
const SPEC_ZH = '规格';
/** Both Chinese words for the specification met in the schemas' texts. */
const SPEC_ZH_WORDS = `(?:${SPEC_ZH}|${'规'}范)`;
const DESIGN_FILE = ['DESIGN', 'md'].join('.');
const SPEC_FILE = ['platform', SPEC].join('-') + '.md';
const SHARED = ['..', 'shared', ''].join('/');

const BEHAVIOUR = 'docs/behaviour';
const DESIGN_DOC = 'docs/design.md';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SECTION = '§(\\d+(?:\\.\\d+)?)';
/** Between a document's name and its section: a space, or a comment's line break ("docs/behaviour" / "* §7.1"). */
const GAP = '(?: |\\r?\\n[ \\t]*(?:\\*|//)?[ \\t]*)';
/** Further sections chained after a reference: "§5/§9", "§7.1, §7.2", "§2.3 and §2.9". */
const CHAIN = new RegExp(`^(?:\\s*(?:/|,|;|、|，|and|or|&)\\s*${SECTION})+`);

/**
 * The rewrites, in order. Each `kind` is how the summary counts it. A path prefix of the outside
 * folder (the shared folder, its spec/ sub-folder) goes with the name it leads to.
 */
const RULES = [
  { kind: `${SPEC_FILE} §`, pattern: new RegExp(`(?:${escape(SHARED)})?(?:${SPEC}/)?${escape(SPEC_FILE)} §`, 'g'), to: `${BEHAVIOUR} §` },
  { kind: SPEC_FILE, pattern: new RegExp(`(?:${escape(SHARED)})?(?:${SPEC}/)?${escape(SPEC_FILE)}`, 'g'), to: `${BEHAVIOUR}/README.md` },
  { kind: `${DESIGN_FILE} §`, pattern: new RegExp(`(?:${escape(SHARED)})?${escape(DESIGN_FILE)} §`, 'g'), to: `${DESIGN_DOC} §` },
  { kind: DESIGN_FILE, pattern: new RegExp(`(?:${escape(SHARED)})?${escape(DESIGN_FILE)}`, 'g'), to: DESIGN_DOC },
  // The word in either case, before a section number (also inside brackets and before 's), but
  // not the end of a longer word or name (the specification's file name is the rule above).
  { kind: `${SPEC} §`, pattern: new RegExp(`(?<![\\w/.-])[Ss]${SPEC.slice(1)} §(?=\\d)`, 'g'), to: `${BEHAVIOUR} §` },
  // The same, broken over two lines of a comment ("(spec" at a line's end, "* §7.1)" next).
  { kind: `${SPEC} §`, pattern: new RegExp(`(?<![\\w/.-])[Ss]${SPEC.slice(1)}(\\r?\\n[ \\t]*(?:\\*|//)?[ \\t]*)§(?=\\d)`, 'g'), to: `${BEHAVIOUR}$1§` },
  // The Chinese texts of schemas name the specification in Chinese before the section number;
  // after a Chinese character the path is set off by a space (见 docs/behaviour §9).
  { kind: `${SPEC_ZH}/${'规'}范 §`, pattern: new RegExp(`(?<=[\\u4e00-\\u9fff])${SPEC_ZH_WORDS} ?§(?=\\d)`, 'g'), to: ` ${BEHAVIOUR} §` },
  { kind: `${SPEC_ZH}/${'规'}范 §`, pattern: new RegExp(`${SPEC_ZH_WORDS} ?§(?=\\d)`, 'g'), to: `${BEHAVIOUR} §` },
];

/** What must not remain once rewritten; each is reported with its line. */
const LEFTOVERS = [
  new RegExp(`(?<![\\w/.-])${SPEC} ?§`, 'i'),
  new RegExp(`${SPEC_ZH_WORDS} ?§`),
  new RegExp(escape(DESIGN_FILE)),
  new RegExp(escape(['platform', SPEC].join('-'))),
  new RegExp(escape(SHARED)),
];

/** The § numbers the headings of a Markdown file carry ("# §4 …", "## §7.2 …", "### §7.2 — …"). */
export function headingSections(markdown) {
  const sections = new Set();
  for (const match of markdown.matchAll(/^#{1,6}\s+§(\d+(?:\.\d+)?)/gm)) sections.add(match[1]);
  return sections;
}

/** The section numbers of docs/behaviour (every file's headings) and of docs/design.md. */
export function documentSections(root) {
  const behaviourDir = join(root, BEHAVIOUR);
  const behaviour = new Set();
  for (const name of readdirSync(behaviourDir).filter((file) => file.endsWith('.md'))) {
    for (const section of headingSections(readFileSync(join(behaviourDir, name), 'utf8'))) behaviour.add(section);
  }
  const design = headingSections(readFileSync(join(root, DESIGN_DOC), 'utf8'));
  return { behaviour, design };
}

/** Every text file under the scanned folders, and the scanned files, relative to the root. */
export function scannedFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
      } else if (TEXT_EXTENSIONS.has(extname(entry.name))) {
        files.push(path);
      }
    }
  };
  for (const folder of SCANNED_FOLDERS) walk(folder);
  return [...files.sort(), ...SCANNED_FILES];
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * The sections a text's repository references name that no heading carries: each
 * `docs/behaviour §N` or `docs/design.md §N` and the sections chained after it.
 */
export function unknownSections(text, sections) {
  const problems = [];
  const targets = [
    { name: BEHAVIOUR, known: sections.behaviour },
    { name: DESIGN_DOC, known: sections.design },
  ];
  for (const { name, known } of targets) {
    for (const match of text.matchAll(new RegExp(`${escape(name)}${GAP}${SECTION}`, 'g'))) {
      const numbers = [match[1]];
      const chain = CHAIN.exec(text.slice(match.index + match[0].length));
      if (chain) for (const more of chain[0].matchAll(new RegExp(SECTION, 'g'))) numbers.push(more[1]);
      for (const number of numbers) {
        if (!known.has(number)) problems.push({ line: lineOf(text, match.index), text: `${name} §${number}` });
      }
    }
  }
  return problems;
}

/**
 * A section number standing alone ("(§2.6)", "the client's §8") in a file that names no document
 * for it: the product's behaviour is meant, and the reader is told so. A number after an issue
 * ("issue 4 §6") belongs to the issue and is left alone; in a file that names a document, a bare
 * number continues that reference ("§5/§9") and is left alone too.
 */
const BARE_SECTION = /(?<![\w/.§-])(?<!issue \d+ )§(?=\d)/g;
const NAMED_REFERENCE = new RegExp(`(?:${escape(BEHAVIOUR)}|${escape(DESIGN_DOC)})${GAP}§\\d`);

/**
 * Rewrites one file's text: the new text, the count per kind, and what could not be mapped.
 * `bare`: also name the document of section numbers standing alone (not in docs/, whose own
 * numbers are the sections themselves).
 */
export function rewriteText(text, sections, { bare = true } = {}) {
  const counts = {};
  let result = text;
  for (const rule of RULES) {
    result = result.replace(rule.pattern, (...match) => {
      counts[rule.kind] = (counts[rule.kind] ?? 0) + 1;
      return rule.to.replace('$1', typeof match[1] === 'string' ? match[1] : '');
    });
  }
  if (bare && !NAMED_REFERENCE.test(result)) {
    result = result.replace(BARE_SECTION, () => {
      counts['§ (bare)'] = (counts['§ (bare)'] ?? 0) + 1;
      return `${BEHAVIOUR} §`;
    });
  }
  const problems = unknownSections(result, sections).map((problem) => ({ ...problem, reason: '文档中没有这一节' }));
  result.split('\n').forEach((line, index) => {
    for (const pattern of LEFTOVERS) {
      const match = pattern.exec(line);
      if (match) problems.push({ line: index + 1, text: line.trim().slice(0, 160), reason: `无法改写的引用「${match[0]}」` });
    }
  });
  return { text: result, counts, problems };
}

const USAGE = `用法：node generators/docs/rewrite-references.mjs [选项]
把代码注释、测试名称与配置说明中指向仓库以外文档的引用改为仓库内的文档：
  产品规格的章节（${SPEC} §N、${SPEC_ZH} §N、${'规'}范 §N、${SPEC_FILE} §N）→ ${BEHAVIOUR} §N（章节号不变）
  设计指南的章节（${DESIGN_FILE} §N）                    → ${DESIGN_DOC} §N
  单独提到的文件名（${SPEC_FILE}、${DESIGN_FILE}，可带 ${SHARED} 前缀）→ ${BEHAVIOUR}/README.md、${DESIGN_DOC}
  文件中没有任何文档引用时，单独的章节号（如「(§2.6)」）→ ${BEHAVIOUR} §N（「issue 4 §6」这类议题章节除外）
改写范围：${SCANNED_FOLDERS.map((folder) => `${folder}/`).join(' ')} ${SCANNED_FILES.join(' ')}（文本文件）。
写出的每个章节号都必须是目标文档中某个标题的编号；无法改写或章节不存在的引用逐条列出，退出码为 1。

  --dry-run         只统计并列出，不写文件
  --root <目录>     仓库根目录（默认：本脚本所在的仓库）
  --help, -h        显示本说明

退出码：0 全部改写；1 有无法改写的引用（其余照常改写，--dry-run 时不写）；2 选项错误。`;

const OPTIONS = {
  'dry-run': { type: 'boolean' },
  root: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

function parseOptions(argv) {
  try {
    return parseArgs({ args: argv, options: OPTIONS }).values;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    process.stderr.write(`选项错误：${detail}\n运行 --help 查看用法。\n`);
    process.exit(2);
  }
}

function main(argv) {
  const options = parseOptions(argv);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const root = resolve(options.root ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  const dryRun = options['dry-run'] === true;
  const sections = documentSections(root);
  const totals = {};
  let changedFiles = 0;
  const unmapped = [];
  for (const file of scannedFiles(root)) {
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const { text, counts, problems } = rewriteText(before, sections, { bare: !file.startsWith('docs') });
    for (const problem of problems) unmapped.push({ file, ...problem });
    if (text === before) continue;
    changedFiles += 1;
    for (const [kind, count] of Object.entries(counts)) totals[kind] = (totals[kind] ?? 0) + count;
    const listed = Object.entries(counts).map(([kind, count]) => `${kind} ${count}`).join('，');
    process.stdout.write(`${relative(root, path)}：${listed}\n`);
    if (!dryRun) writeFileSync(path, text);
  }
  const references = Object.values(totals).reduce((sum, count) => sum + count, 0);
  process.stdout.write(`\n${dryRun ? '（试运行，未写文件）' : ''}改写 ${changedFiles} 个文件，${references} 处引用：\n`);
  for (const [kind, count] of Object.entries(totals)) process.stdout.write(`  ${kind}：${count}\n`);
  if (unmapped.length > 0) {
    process.stdout.write(`\n无法改写 ${unmapped.length} 处：\n`);
    for (const problem of unmapped) process.stdout.write(`  ${problem.file}:${problem.line}  ${problem.reason}：${problem.text}\n`);
    return 1;
  }
  process.stdout.write('没有无法改写的引用。\n');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
