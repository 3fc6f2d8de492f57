import { describe, expect, it } from 'vitest';
import { environmentOf, groupedInOrder } from '../../../generators/vitest-sequencer';

/** The pragma written apart, so vitest does not read this file's own text as asking for a DOM. */
const PRAGMA = '@vitest' + '-environment';

describe('environmentOf', () => {
  it('is the project environment when the file names none', () => {
    expect(environmentOf("import { it } from 'vitest';", 'node')).toBe('node');
  });

  it('is the environment the file names, wherever vitest would find it', () => {
    expect(environmentOf(`// ${PRAGMA} jsdom\nimport x from 'y';`, 'node')).toBe('jsdom');
    expect(environmentOf(`/**\n * ${PRAGMA} happy-dom\n */`, 'jsdom')).toBe('happy-dom');
    expect(environmentOf(`import a from 'a';\n/* ${PRAGMA} jsdom */`, 'node')).toBe('jsdom');
  });

  it('tells files apart by their environment options too (vitest gives them separate workers)', () => {
    const withOptions = `// ${PRAGMA} jsdom\n// ${PRAGMA}-options {"url":"http://x/"}`;
    expect(environmentOf(withOptions, 'node')).not.toBe(environmentOf(`// ${PRAGMA} jsdom`, 'node'));
  });
});

describe('groupedInOrder', () => {
  it('brings the items of one key together, groups in the order of their first item, each group in its order', () => {
    const files = ['n1', 'd1', 'n2', 'n3', 'd2', 'n4'];
    expect(groupedInOrder(files, (f) => f[0]!)).toEqual(['n1', 'n2', 'n3', 'n4', 'd1', 'd2']);
  });

  it('keeps an order already grouped, and an empty list empty', () => {
    expect(groupedInOrder(['a1', 'a2', 'b1'], (f) => f[0]!)).toEqual(['a1', 'a2', 'b1']);
    expect(groupedInOrder([], () => 'x')).toEqual([]);
  });
});
