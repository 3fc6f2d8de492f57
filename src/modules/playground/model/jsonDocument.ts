/**
 * The edited text as a JSON document (jsonc-parser, strict JSON: no comments, no trailing
 * commas): its value, the first syntax error with its position and a Chinese message, and the
 * mapping of a JSON pointer (RFC 6901, as lint:schemas prints it) to a range of the text.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface TextRange {
  from: number;
  to: number;
}

export interface SyntaxProblem extends TextRange {
  line: number;
  column: number;
  message: string;
}

export interface JsonDocument {
  text: string;
  root: Node | undefined;
  /** The parsed value; undefined when the text has a syntax error. */
  value: unknown;
  error: SyntaxProblem | null;
}

const ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: '无效的字符',
  InvalidNumberFormat: '数字格式不正确',
  PropertyNameExpected: '此处应为属性名（双引号括起的字符串）',
  ValueExpected: '此处应为一个值',
  ColonExpected: '此处应为冒号 :',
  CommaExpected: '此处应为逗号 ,',
  CloseBraceExpected: '此处应为右花括号 }',
  CloseBracketExpected: '此处应为右方括号 ]',
  EndOfFileExpected: 'JSON 已结束，后面不应再有内容',
  InvalidCommentToken: 'JSON 不允许注释',
  UnexpectedEndOfComment: 'JSON 不允许注释',
  UnexpectedEndOfString: '字符串没有结束（缺少右双引号）',
  UnexpectedEndOfNumber: '数字没有写完',
  InvalidUnicode: '无效的 Unicode 转义',
  InvalidEscapeCharacter: '无效的转义字符',
  InvalidCharacter: '字符串中有无效的字符（如未转义的换行）',
};

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

function syntaxProblem(text: string, error: ParseError): SyntaxProblem {
  const code = printParseErrorCode(error.error);
  const { line, column } = lineColumn(text, error.offset);
  return { from: error.offset, to: error.offset + Math.max(error.length, 0), line, column, message: `JSON 语法错误（第 ${line} 行第 ${column} 列）：${ERROR_TEXT[code] ?? code}` };
}

/** Value of a parse tree node (jsonc-parser's getNodeValue, kept here to avoid a second parse). */
function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'array':
      return (node.children ?? []).map(nodeValue);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key && value) out[String(key.value)] = nodeValue(value);
      }
      return out;
    }
    default:
      return node.value;
  }
}

export function parseDocument(text: string): JsonDocument {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first) return { text, root, value: undefined, error: syntaxProblem(text, first) };
  if (!root) return { text, root, value: undefined, error: { from: 0, to: 0, line: 1, column: 1, message: 'JSON 语法错误（第 1 行第 1 列）：内容为空' } };
  return { text, root, value: nodeValue(root), error: null };
}

/** The segments of a JSON pointer ("/columns/3/key" → ["columns", "3", "key"]). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export interface PointerTarget extends TextRange {
  /** False when only an ancestor of the pointer exists in the text (a missing property). */
  exact: boolean;
}

/**
 * The range of the value a pointer names; a property's range starts at its key, so the cursor
 * lands on the name. A pointer into something the text lacks maps to its nearest ancestor.
 */
export function pointerRange(root: Node | undefined, pointer: string): PointerTarget {
  if (!root) return { from: 0, to: 0, exact: false };
  let node = root;
  let keyNode: Node | undefined;
  for (const segment of pointerSegments(pointer)) {
    let next: Node | undefined;
    let nextKey: Node | undefined;
    if (node.type === 'object') {
      const property = (node.children ?? []).find((p) => p.children?.[0]?.value === segment);
      nextKey = property?.children?.[0];
      next = property?.children?.[1];
    } else if (node.type === 'array' && /^\d+$/.test(segment)) {
      next = node.children?.[Number(segment)];
    }
    if (!next) return { ...rangeOf(node, keyNode), exact: false };
    node = next;
    keyNode = nextKey;
  }
  return { ...rangeOf(node, keyNode), exact: true };
}

function rangeOf(node: Node, keyNode: Node | undefined): TextRange {
  return { from: keyNode ? keyNode.offset : node.offset, to: node.offset + node.length };
}
