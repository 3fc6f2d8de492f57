import { describe, expect, it } from 'vitest';
import { checkDecoration, createBlock, moveBlock, normalizeBlock, normalizeBlocks, safeImage, safeLink, BLOCK_TYPES } from '../../../src/contract/portalBlocks';

describe('page decoration blocks', () => {
  it('keeps only internal routes and http(s) URLs as links', () => {
    expect(safeLink('/portal/appStore')).toBe('/portal/appStore');
    expect(safeLink(' https://example.cn/x ')).toBe('https://example.cn/x');
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil', 'data:text/html,x', 'relative', 123, null]) expect(safeLink(bad)).toBe('');
    expect(safeImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImage('data:image/svg+xml;base64,AAAA')).toBe('');
  });

  it('normalises stored blocks: typed, bounded, unknown types dropped', () => {
    const blocks = normalizeBlocks([
      { id: 'a', type: 'banner', interval: 99, slides: [{ title: 'x'.repeat(80), link: 'javascript:1' }] },
      { type: 'carousel', perView: 4, cards: 'nope' },
      { type: 'video' },
      { type: 'appCards', source: 'weird', limit: 100, appIds: ['3', 'x', -1] },
    ]);
    expect(blocks.map((b) => b.type)).toEqual(['banner', 'carousel', 'appCards']);
    expect(blocks[0]).toMatchObject({ id: 'a', interval: 30, slides: [{ link: '', title: 'x'.repeat(50) }] });
    expect(blocks[1]).toMatchObject({ perView: 3, cards: [] });
    expect(blocks[1]!.id).toMatch(/^b/);
    expect(blocks[2]).toMatchObject({ source: 'hot', limit: 24, appIds: [3] });
    expect(normalizeBlock('text')).toBeNull();
  });

  it('checks what the editor and the server refuse, with the block named', () => {
    const fresh = BLOCK_TYPES.map(createBlock);
    expect(checkDecoration(fresh)).toEqual([]);
    const problems = checkDecoration([
      { id: 'a', type: 'banner', interval: 5, slides: [] },
      { id: 'b', type: 'richText', title: '', html: '<p> </p>' },
      { id: 'c', type: 'appCards', title: '', source: 'category', categoryId: null, appIds: [], limit: 8 },
      { id: 'd', type: 'imageLinks', title: '', columns: 3, items: [{ image: '', title: '', text: '', link: '' }] },
    ]);
    expect(problems).toEqual([
      { index: 0, message: '第1个模块（横幅轮播）至少需要一张轮播图' },
      { index: 1, message: '第2个模块（富文本）的内容不能为空' },
      { index: 2, message: '第3个模块（应用卡片）请选择应用分类' },
      { index: 3, message: '第4个模块（图片链接）第1项的标题不能为空' },
    ]);
  });

  it('moves blocks within bounds', () => {
    expect(moveBlock(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveBlock(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveBlock(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
