/**
 * A saved page decoration as blocks of the page language (src/renderer/blocks/decorationBlocks.ts):
 * each kind becomes one declaration of the block registry, drawn from the saved block itself or,
 * for application cards, from the applications the declared read answers; every seeded
 * decoration of the demo keeps drawing everything it saved.
 */
import { describe, expect, it } from 'vitest';
import { portalDecorationsDefinition } from '../../../mocks/store/seeds/portalDecorations';
import { createBlock, normalizeBlocks, BLOCK_TYPES, type PortalBlock } from '../../../src/contract/portalBlocks';
import { blockRenderers } from '../../../src/renderer/blocks/registry';
import { decorationBlocks } from '../../../src/renderer/blocks/decorationBlocks';
import { blockAnswerProblems } from '../../contract/blockAnswers';

const banner: PortalBlock = { id: 'b1', type: 'banner', interval: 6, slides: [{ image: '/files/a.png', title: '算力', subtitle: '一站获取', link: '/register', buttonText: '' }] };

describe('a saved decoration as block declarations', () => {
  it('draws each kind with a registered block type, the overlapping kinds with the existing types', () => {
    const drawn = decorationBlocks(BLOCK_TYPES.map(createBlock));
    expect(drawn.map((item) => [item.kind, item.block.type])).toEqual([
      ['banner', 'banner-carousel'],
      ['carousel', 'card-carousel'],
      ['richText', 'rich-text'],
      ['appCards', 'cards'],
      ['imageLinks', 'cards'],
    ]);
    for (const item of drawn) expect(blockRenderers[item.block.type]).toBeDefined();
  });

  it('keeps the saved block as the answer and names its fields', () => {
    const [item] = decorationBlocks([banner]);
    expect(item!.from).toEqual({ saved: banner });
    expect(item!.block).toEqual({
      type: 'banner-carousel', source: 'decoration', items: 'slides', slideTitle: '{title}', slideText: '{subtitle}', image: 'image',
      slideLink: '{link}', button: '{buttonText}', interval: 6,
    });
    const [logos] = decorationBlocks([{ id: 'c', type: 'carousel', title: '合作伙伴', perView: 5, cards: [] }]);
    expect(logos!.block).toMatchObject({ type: 'card-carousel', title: '合作伙伴', perView: 5, logos: true, items: 'cards' });
    const [text] = decorationBlocks([{ id: 'r', type: 'richText', title: '简介', html: '<p>x</p>' }]);
    expect(text!.block).toEqual({ type: 'rich-text', source: 'decoration', look: 'section', title: '简介', field: 'html' });
    const [tiles] = decorationBlocks([{ id: 'i', type: 'imageLinks', title: '行业', columns: 4, items: [] }]);
    expect(tiles!.block).toMatchObject({ type: 'cards', look: 'tiles', items: 'items', columns: 4, image: 'image', cardLink: '{link}' });
  });

  it('reads the applications an app-cards block names, and links to the store (of its category)', () => {
    const [hot, category, manual] = decorationBlocks([
      { id: 'a', type: 'appCards', title: '热门应用', source: 'hot', categoryId: null, appIds: [], limit: 8 },
      { id: 'b', type: 'appCards', title: '人工智能', source: 'category', categoryId: 6, appIds: [], limit: 4 },
      { id: 'c', type: 'appCards', title: '推荐', source: 'manual', categoryId: null, appIds: [1, 6, 9], limit: 6 },
    ]);
    expect(hot!.from).toEqual({ apps: { source: 'hot', categoryId: undefined, ids: undefined, limit: 8 } });
    expect(category!.from).toEqual({ apps: { source: 'category', categoryId: 6, ids: undefined, limit: 4 } });
    expect(manual!.from).toEqual({ apps: { source: 'manual', categoryId: undefined, ids: '1,6,9', limit: 6 } });
    expect(hot!.block).toMatchObject({ type: 'cards', look: 'apps', items: '.', cardLink: '/portal/appList/{id}', narrowMax: 4, link: { label: '查看更多应用', to: '/portal/appStore' } });
    expect(category!.block).toMatchObject({ link: { to: '/portal/appStore?categoryId=6' } });
  });

  it('draws every block of every seeded decoration from what it saved', () => {
    const records = portalDecorationsDefinition.seed({ refDate: new Date('2026-11-01T00:00:00Z') } as never);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const saved = normalizeBlocks(record.blocks);
      expect(saved).toHaveLength(record.blocks.length);
      for (const item of decorationBlocks(saved)) {
        if ('saved' in item.from) expect(blockAnswerProblems(item.block, item.from.saved), `${record.id} ${item.id}`).toEqual([]);
      }
    }
  });
});
