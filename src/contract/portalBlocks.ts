/**
 * A page decoration (docs/design.md §9): an ordered list of typed blocks, saved per template page by
 * the back stage's temp-page editor and drawn by one block renderer on /portal/page/{tempId},
 * /portal/mobile/{tempId} and /temp/{id}. Pure data and pure checks: the editor, the renderer
 * and the mock backend share them, so what the editor accepts the server keeps and the portal
 * draws.
 */

export interface BannerSlide {
  /** Picture URL ('' = the slide's colour band only). */
  image: string;
  title: string;
  subtitle: string;
  /** Internal route ("/portal/appStore") or http(s) URL ('' = no button). */
  link: string;
  buttonText: string;
}

export interface CardItem {
  image: string;
  title: string;
  text: string;
  link: string;
}

export interface BannerBlock {
  id: string;
  type: 'banner';
  slides: BannerSlide[];
  /** Seconds between slides; 0 = no automatic turning. */
  interval: number;
}

/** docs/behaviour §9 "Carousel slides per view 3 (one variant 5)". */
export interface CarouselBlock {
  id: string;
  type: 'carousel';
  title: string;
  perView: 3 | 5;
  cards: CardItem[];
}

export interface RichTextBlock {
  id: string;
  type: 'richText';
  title: string;
  /** Quill HTML; sanitised whenever it is shown. */
  html: string;
}

export interface AppCardsBlock {
  id: string;
  type: 'appCards';
  title: string;
  /** hot: the most used applications; category: one category's; manual: the ids chosen. */
  source: 'hot' | 'category' | 'manual';
  categoryId: number | null;
  appIds: number[];
  limit: number;
}

export interface ImageLinksBlock {
  id: string;
  type: 'imageLinks';
  title: string;
  columns: 2 | 3 | 4;
  items: CardItem[];
}

export type PortalBlock = BannerBlock | CarouselBlock | RichTextBlock | AppCardsBlock | ImageLinksBlock;
export type BlockType = PortalBlock['type'];

export const BLOCK_TYPE_LABELS: Readonly<Record<BlockType, string>> = {
  banner: '横幅轮播',
  carousel: '卡片轮播',
  richText: '富文本',
  appCards: '应用卡片',
  imageLinks: '图片链接',
};

export const BLOCK_TYPES = Object.keys(BLOCK_TYPE_LABELS) as BlockType[];

export const BLOCK_LIMITS = {
  blocks: 30,
  slides: 10,
  cards: 24,
  title: 50,
  text: 200,
  html: 100_000,
  apps: 24,
} as const;

export interface DecorationProblem {
  /** Index of the block, or -1 for the decoration as a whole. */
  index: number;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * A link a block may carry: an internal route (one leading "/", no "//" or backslash) or an
 * http(s) URL. Anything else (javascript:, data:, relative text) becomes '' — never a link.
 */
export function safeLink(value: unknown): string {
  if (typeof value !== 'string') return '';
  const link = value.trim();
  if (link === '') return '';
  // eslint-disable-next-line no-control-regex -- control characters make a URL ambiguous
  if (/[\u0000-\u001f\u007f\\]/.test(link)) return '';
  if (link.startsWith('/')) return link.startsWith('//') ? '' : link;
  return /^https?:\/\/[^/\s]+/i.test(link) ? link : '';
}

/** An image URL: same-origin path, http(s) URL or a data: picture ('' otherwise). */
export function safeImage(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(url)) return url;
  return safeLink(url);
}

export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

function card(value: unknown): CardItem {
  const item = isRecord(value) ? value : {};
  return {
    image: safeImage(item.image),
    title: str(item.title, BLOCK_LIMITS.title),
    text: str(item.text, BLOCK_LIMITS.text),
    link: safeLink(item.link),
  };
}

function slide(value: unknown): BannerSlide {
  const item = isRecord(value) ? value : {};
  return {
    image: safeImage(item.image),
    title: str(item.title, BLOCK_LIMITS.title),
    subtitle: str(item.subtitle, BLOCK_LIMITS.text),
    link: safeLink(item.link),
    buttonText: str(item.buttonText, 12),
  };
}

const list = (value: unknown, max: number): unknown[] => (Array.isArray(value) ? value.slice(0, max) : []);

let counter = 0;
/** A block id unique within the page (the editor's list keys and the renderer's). */
export function newBlockId(): string {
  counter += 1;
  return `b${Date.now().toString(36)}${counter.toString(36)}`;
}

/**
 * One block from stored or posted data, every field typed and bounded, links made safe; null
 * for an unknown type. Shown and saved data both pass here, so a hand-edited record cannot put
 * a script URL into the portal.
 */
export function normalizeBlock(value: unknown): PortalBlock | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'string' && /^[\w-]{1,40}$/.test(value.id) ? value.id : newBlockId();
  const title = str(value.title, BLOCK_LIMITS.title);
  switch (value.type) {
    case 'banner': {
      const interval = Number(value.interval);
      return {
        id,
        type: 'banner',
        slides: list(value.slides, BLOCK_LIMITS.slides).map(slide),
        interval: Number.isFinite(interval) ? Math.min(30, Math.max(0, Math.round(interval))) : 5,
      };
    }
    case 'carousel':
      return { id, type: 'carousel', title, perView: value.perView === 5 ? 5 : 3, cards: list(value.cards, BLOCK_LIMITS.cards).map(card) };
    case 'richText':
      return { id, type: 'richText', title, html: str(value.html, BLOCK_LIMITS.html) };
    case 'appCards': {
      const source = value.source === 'category' || value.source === 'manual' ? value.source : 'hot';
      const categoryId = Number(value.categoryId);
      const limit = Number(value.limit);
      return {
        id,
        type: 'appCards',
        title,
        source,
        categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null,
        appIds: list(value.appIds, BLOCK_LIMITS.apps).map(Number).filter((n) => Number.isInteger(n) && n > 0),
        limit: Number.isInteger(limit) ? Math.min(BLOCK_LIMITS.apps, Math.max(1, limit)) : 8,
      };
    }
    case 'imageLinks': {
      const columns = Number(value.columns);
      return {
        id,
        type: 'imageLinks',
        title,
        columns: columns === 2 || columns === 4 ? columns : 3,
        items: list(value.items, BLOCK_LIMITS.cards).map(card),
      };
    }
    default:
      return null;
  }
}

export function normalizeBlocks(value: unknown): PortalBlock[] {
  return list(value, BLOCK_LIMITS.blocks)
    .map(normalizeBlock)
    .filter((block): block is PortalBlock => block !== null);
}

/**
 * What keeps a decoration from being saved, in Chinese, per block. The editor shows these next
 * to the block; the server refuses the same (400 with the first message).
 */
export function checkDecoration(blocks: readonly PortalBlock[]): DecorationProblem[] {
  const problems: DecorationProblem[] = [];
  if (blocks.length > BLOCK_LIMITS.blocks) problems.push({ index: -1, message: `一个页面最多${BLOCK_LIMITS.blocks}个模块` });
  blocks.forEach((block, index) => {
    const label = `第${index + 1}个模块（${BLOCK_TYPE_LABELS[block.type]}）`;
    switch (block.type) {
      case 'banner':
        if (block.slides.length === 0) problems.push({ index, message: `${label}至少需要一张轮播图` });
        block.slides.forEach((s, i) => {
          if (s.title.trim() === '' && s.image === '') problems.push({ index, message: `${label}第${i + 1}张需填写标题或上传图片` });
        });
        break;
      case 'carousel':
      case 'imageLinks': {
        const items = block.type === 'carousel' ? block.cards : block.items;
        if (items.length === 0) problems.push({ index, message: `${label}至少需要一项内容` });
        items.forEach((item, i) => {
          if (item.title.trim() === '') problems.push({ index, message: `${label}第${i + 1}项的标题不能为空` });
        });
        break;
      }
      case 'richText':
        if (block.html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(block.html)) {
          problems.push({ index, message: `${label}的内容不能为空` });
        }
        break;
      case 'appCards':
        if (block.source === 'category' && block.categoryId === null) problems.push({ index, message: `${label}请选择应用分类` });
        if (block.source === 'manual' && block.appIds.length === 0) problems.push({ index, message: `${label}请至少选择一个应用` });
        break;
    }
  });
  return problems;
}

/** A new block of a type with sensible starting content, so "add" shows something at once. */
export function createBlock(type: BlockType): PortalBlock {
  const id = newBlockId();
  switch (type) {
    case 'banner':
      return { id, type, interval: 5, slides: [{ image: '', title: '新的横幅标题', subtitle: '在这里填写副标题', link: '', buttonText: '' }] };
    case 'carousel':
      return { id, type, title: '卡片轮播', perView: 3, cards: [{ image: '', title: '卡片标题', text: '', link: '' }] };
    case 'richText':
      return { id, type, title: '', html: '<p>在这里输入正文</p>' };
    case 'appCards':
      return { id, type, title: '热门应用', source: 'hot', categoryId: null, appIds: [], limit: 8 };
    case 'imageLinks':
      return { id, type, title: '图片链接', columns: 3, items: [{ image: '', title: '链接标题', text: '', link: '' }] };
  }
}

/** Moves the block at `from` to `to` (both clamped); a new array. */
export function moveBlock<T>(blocks: readonly T[], from: number, to: number): T[] {
  const next = [...blocks];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
