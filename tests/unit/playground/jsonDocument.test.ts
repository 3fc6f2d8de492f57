import { describe, expect, it } from 'vitest';
import { lineColumn, parseDocument, pointerRange, pointerSegments } from '../../../src/modules/playground/model/jsonDocument';

const text = `{
  "kind": "list",
  "columns": [
    { "key": "name" },
    { "key": "a/b~c", "title": "甲" }
  ],
  "scope": { "x/y": 1 }
}
`;

describe('playground JSON document', () => {
  it('parses valid JSON to its value', () => {
    const doc = parseDocument(text);
    expect(doc.error).toBeNull();
    expect(doc.value).toEqual(JSON.parse(text));
  });

  it('maps a pointer to the range of its property, starting at the key', () => {
    const doc = parseDocument(text);
    const at = pointerRange(doc.root, '/columns/0/key');
    expect(at.exact).toBe(true);
    expect(text.slice(at.from, at.to)).toBe('"key": "name"');
    expect(lineColumn(text, at.from)).toEqual({ line: 4, column: 7 });
  });

  it('maps array items, escaped segments (~1 ~0) and the root', () => {
    const doc = parseDocument(text);
    expect(text.slice(pointerRange(doc.root, '/columns/1').from).startsWith('{ "key": "a/b~c"')).toBe(true);
    const scoped = pointerRange(doc.root, '/scope/x~1y');
    expect(text.slice(scoped.from, scoped.to)).toBe('"x/y": 1');
    expect(pointerRange(doc.root, '/')).toEqual({ from: 0, to: text.trimEnd().length, exact: true });
    expect(pointerSegments('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
  });

  it('maps a pointer into something missing to its nearest ancestor', () => {
    const doc = parseDocument(text);
    const at = pointerRange(doc.root, '/columns/7/key');
    expect(at.exact).toBe(false);
    expect(text.slice(at.from).startsWith('"columns"')).toBe(true);
  });

  it('reports the first syntax error with its line, column and a Chinese message', () => {
    const broken = '{\n  "kind": "list",\n  "columns": [ { "key": "name" }, ]\n}';
    const doc = parseDocument(broken);
    expect(doc.value).toBeUndefined();
    expect(doc.error).toMatchObject({ line: 3, column: 35 });
    expect(doc.error?.message).toBe('JSON 语法错误（第 3 行第 35 列）：此处应为一个值');
    expect(parseDocument('{ "a": 1 // x\n}').error?.message).toContain('JSON 不允许注释');
    expect(parseDocument('   ').error?.message).toContain('此处应为一个值');
  });
});
