/**
 * A saved page decoration (src/contract/portalBlocks.ts: the temp-page editor's format, the
 * spec's decoration) as blocks of the page language, drawn by the one block registry
 * (registry.ts). The stored format stays as it is — saved pages, the editor and the server keep
 * it — and each saved block becomes one declaration whose answer is the saved block itself
 * (its slides, cards, text), or, for application cards, the applications the portal's read
 * answers (application-manage get-cards). Pure: the page and its tests share it.
 */
import type { OperationQuery } from '../../contract/operationTypes';
import type { PortalBlock } from '../../contract/portalBlocks';
import type { BlockDeclaration } from '../../pageLanguage/blocks';

/** What a decoration block is drawn from: its own saved content, or the applications it names. */
export type DecorationAnswer = { saved: PortalBlock } | { apps: OperationQuery<'application-manage', 'get-cards'> };

export interface DecorationBlock {
  /** The saved block's id (the list's key) and kind (the look's class, `data-block-type`). */
  id: string;
  kind: PortalBlock['type'];
  block: BlockDeclaration;
  from: DecorationAnswer;
}

/** The one read a decoration's blocks are drawn from (its saved content), by name. */
const SAVED = 'decoration';
/** The applications an app-cards block shows. */
const APPS = 'apps';

function declaration(saved: PortalBlock): BlockDeclaration {
  switch (saved.type) {
    case 'banner':
      return {
        type: 'banner-carousel', source: SAVED, items: 'slides', slideTitle: '{title}', slideText: '{subtitle}', image: 'image',
        slideLink: '{link}', button: '{buttonText}', interval: saved.interval,
      };
    case 'carousel':
      return {
        type: 'card-carousel', source: SAVED, title: saved.title, items: 'cards', cardTitle: '{title}', cardText: '{text}', image: 'image',
        cardLink: '{link}', perView: saved.perView, logos: saved.perView === 5,
      };
    case 'richText':
      return { type: 'rich-text', source: SAVED, look: 'section', title: saved.title, field: 'html' };
    case 'imageLinks':
      return {
        type: 'cards', source: SAVED, look: 'tiles', title: saved.title, items: 'items', cardTitle: '{title}', cardText: '{text}', image: 'image',
        cardLink: '{link}', columns: saved.columns,
      };
    case 'appCards':
      return {
        type: 'cards', source: APPS, look: 'apps', title: saved.title, items: '.', cardTitle: '{appName}', cardMeta: '{version} · {categoryName}',
        cardText: '{summary}', tags: 'tags', cardNote: '{useCount} 次使用', cardLink: '/portal/appList/{id}', columns: 4, narrowMax: 4, empty: '暂无应用',
        link: { label: '查看更多应用', to: saved.source === 'category' && saved.categoryId ? `/portal/appStore?categoryId=${saved.categoryId}` : '/portal/appStore' },
      };
  }
}

function answerOf(saved: PortalBlock): DecorationAnswer {
  if (saved.type !== 'appCards') return { saved };
  return {
    apps: {
      source: saved.source,
      categoryId: saved.categoryId ?? undefined,
      ids: saved.source === 'manual' ? saved.appIds.join(',') : undefined,
      limit: saved.limit,
    },
  };
}

/** The decoration's blocks, in order, as declarations of the block registry and what each is drawn from. */
export function decorationBlocks(blocks: readonly PortalBlock[]): DecorationBlock[] {
  return blocks.map((saved) => ({ id: saved.id, kind: saved.type, block: declaration(saved), from: answerOf(saved) }));
}
