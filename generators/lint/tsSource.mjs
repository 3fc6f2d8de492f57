/**
 * Reads constants out of TypeScript source text. lint:schemas runs on plain Node (no TS loader),
 * yet must agree with the runtime on a few names (reserved query names, registered modules,
 * sub-app prefixes); unit tests import the TS modules and check these readers against them.
 * Each reader throws when its declaration is not found, so a refactor breaks lint loudly.
 */
import { readFileSync } from 'node:fs';

const STRING = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;

export function readSource(file) {
  return readFileSync(file, 'utf8');
}

function declarationStart(source, name, file, opener) {
  const match = new RegExp(`\\b(?:const|let|var)\\s+${name}\\b[^=]*=\\s*\\${opener}`).exec(source);
  if (!match) throw new Error(`${file}：找不到 ${name} 的声明（lint:schemas 读取它）`);
  return match.index + match[0].length - 1;
}

/** Index just past the bracket matching the one at `open`, skipping strings and comments. */
function matchingEnd(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i += 1; i < source.length && source[i] !== c; i += 1) if (source[i] === '\\') i += 1;
    } else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    if (i < 0) break;
  }
  throw new Error('括号不配对');
}

function unquote(match) {
  return match[1] ?? match[2];
}

/** `const NAME = ['a', 'b'] as const` → ['a', 'b']. */
export function stringArrayConst(source, name, file = '源文件') {
  const open = declarationStart(source, name, file, '[');
  const body = source.slice(open, matchingEnd(source, open));
  return [...body.matchAll(STRING)].map(unquote);
}

/** `const NAME = '...'` → the string. */
export function stringConst(source, name, file = '源文件') {
  const match = new RegExp(`\\b(?:const|let|var)\\s+${name}\\b[^=]*=\\s*(?:'([^']*)'|"([^"]*)")`).exec(source);
  if (!match) throw new Error(`${file}：找不到 ${name} 的声明（lint:schemas 读取它）`);
  return match[1] ?? match[2];
}

/**
 * Top-level entries of `const NAME = { key: value, 'other-key': value }`: key → value source
 * text (trimmed). Nested braces, strings and comments inside values are skipped over.
 */
export function objectConstEntries(source, name, file = '源文件') {
  const open = declarationStart(source, name, file, '{');
  const end = matchingEnd(source, open);
  const entries = new Map();
  let depth = 0;
  let start = open + 1;
  const flush = (stop) => {
    const text = source.slice(start, stop).replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').trim();
    const entry = /^(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\s*:\s*([\s\S]*)$/.exec(text);
    if (entry) entries.set(entry[1] ?? entry[2] ?? entry[3], entry[4].trim());
  };
  for (let i = open; i < end; i += 1) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) - 1;
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i += 1; i < end && source[i] !== c; i += 1) if (source[i] === '\\') i += 1;
    } else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      depth -= 1;
      if (depth === 0) flush(i);
    } else if (c === ',' && depth === 1) {
      flush(i);
      start = i + 1;
    }
  }
  return entries;
}

/** The string a value's source text is, or undefined when it is not a plain string literal. */
export function stringLiteral(text) {
  const match = /^(?:'([^']*)'|"([^"]*)")$/.exec(text.trim());
  return match ? (match[1] ?? match[2]) : undefined;
}
