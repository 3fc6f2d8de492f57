import type { NewRecord } from '../collection';
import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';

/**
 * The public portals an operator configures in the back stage (spec §3 Portal info, Portal menu
 * item; §7.2 Portal). A portal has its header look, a menu tree and template pages; a menu entry
 * links one page (relation-page) or an external URL (configType 2). What the portal-temp pages
 * save here is what /portal/* shows on the next call.
 */
export interface PortalRecord {
  id: number;
  portalName: string;
  /** The `c` query value that selects this portal (spec §2.1). */
  identificationCode: string;
  /** Access host bound to the portal ('' = none): the page-menu call's accessHost header picks it. */
  domain: string;
  /** 1: the portal shown when no code or host names another. Exactly one portal has it. */
  isDefault: 0 | 1;
  /** Desktop header picture (logo), mobile header picture, text beside it. */
  navigationPic: string;
  navigationPicMobile: string;
  navigationContent: string;
  /** 1: the header uses the colours below; 0: the platform theme colour. */
  navigationColourFlag: 0 | 1;
  /** 1: solid navigationColour; 2: gradient from First to Second. */
  navigationColourType: 1 | 2;
  navigationColour: string;
  navigationColourGradientFirst: string;
  navigationColourGradientSecond: string;
  /** 1: the header casts a shadow. */
  navigationShadow: 0 | 1;
  /** 1: the menu popup shows the main menu's introduction (4 columns of sub menus, else 5). */
  introductionDisplay: 0 | 1;
  remark: string;
  createTime: string;
  updateTime: string;
}

export interface PortalMenuRecord {
  id: number;
  portalId: number;
  /** 0 for a main menu, else the main menu's id (two levels, as the header shows). */
  parentId: number;
  menuName: string;
  orderIndex: number;
  /** 1: opens the linked page; 2: external link opened in a new window (menuUrl). */
  configType: 1 | 2;
  menuUrl: string;
  /** The linked template page (PUT relation-page/{menuId}/{pageId}); null = not linked (relationStatus 0). */
  pageId: number | null;
  /** 1: this main menu is the portal's home (/portal/home shows its page). */
  homePageFlag: 0 | 1;
  /** Shown in the popup beside the sub menus when the portal displays introductions. */
  introduction: string;
  createTime: string;
}

export interface PortalPageRecord {
  id: number;
  portalId: number;
  pageName: string;
  remark: string;
  createTime: string;
  updateTime: string;
}

/** Seeded portals: the platform's own (default) and a sub-centre's on its host. */
export const DEFAULT_PORTAL_ID = 1;
export const SUBCENTER_PORTAL_ID = 2;

export const portalsDefinition: CollectionDefinition<PortalRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => {
    const created = formatBeijingTime(refDate.getTime() - 200 * 86_400_000);
    const updated = formatBeijingTime(refDate.getTime() - 3 * 86_400_000);
    return [
      {
        id: DEFAULT_PORTAL_ID,
        portalName: '超算云平台门户',
        identificationCode: 'hpc',
        domain: '',
        isDefault: 1,
        navigationPic: '',
        navigationPicMobile: '',
        navigationContent: '澎湃算力 · 云上触手可及',
        navigationColourFlag: 1,
        navigationColourType: 2,
        navigationColour: '#1f3a8a',
        navigationColourGradientFirst: '#0b1f5c',
        navigationColourGradientSecond: '#2f54c8',
        navigationShadow: 1,
        introductionDisplay: 1,
        remark: '平台主门户',
        createTime: created,
        updateTime: updated,
      },
      {
        id: SUBCENTER_PORTAL_ID,
        portalName: '华南超算分中心门户',
        identificationCode: 'south',
        domain: 'subcenter.hpc-demo.cn',
        isDefault: 0,
        navigationPic: '',
        navigationPicMobile: '',
        navigationContent: '服务华南 · 算力普惠',
        navigationColourFlag: 1,
        navigationColourType: 1,
        navigationColour: '#0f5e57',
        navigationColourGradientFirst: '#0f5e57',
        navigationColourGradientSecond: '#1e9e8f',
        navigationShadow: 0,
        introductionDisplay: 0,
        remark: '分中心部署域名使用',
        createTime: created,
        updateTime: created,
      },
    ];
  },
};

/** Template pages of the seeded portals (their decorations are in portalDecorations.ts). */
export const SEEDED_PAGES: readonly { id: number; portalId: number; pageName: string; remark: string }[] = [
  { id: 1, portalId: 1, pageName: '门户首页', remark: '首页横幅、热门应用与合作伙伴' },
  { id: 2, portalId: 1, pageName: '算力服务', remark: '通用计算、GPU 计算与存储服务' },
  { id: 3, portalId: 1, pageName: '解决方案', remark: '行业解决方案' },
  { id: 4, portalId: 1, pageName: '新闻动态', remark: '平台新闻与活动' },
  { id: 5, portalId: 1, pageName: '关于我们', remark: '平台介绍与联系方式' },
  { id: 6, portalId: 2, pageName: '分中心首页', remark: '' },
  { id: 7, portalId: 2, pageName: '分中心简介', remark: '' },
];

export const portalPagesDefinition: CollectionDefinition<PortalPageRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) =>
    SEEDED_PAGES.map((page, index) => ({
      ...page,
      createTime: formatBeijingTime(refDate.getTime() - (180 - index) * 86_400_000),
      updateTime: formatBeijingTime(refDate.getTime() - (10 - index) * 86_400_000),
    })),
};

interface MenuSeed {
  name: string;
  page?: number;
  url?: string;
  home?: boolean;
  intro?: string;
  children?: MenuSeed[];
}

const PLATFORM_MENUS: readonly MenuSeed[] = [
  { name: '首页', page: 1, home: true },
  {
    name: '算力服务',
    page: 2,
    intro: '通用计算、GPU 异构计算与海量存储，按需申请，弹性使用，作业提交即算。',
    children: [
      { name: '通用计算', page: 2 },
      { name: 'GPU 计算', page: 2 },
      { name: '并行存储', page: 2 },
      { name: '资源申请', url: '/portal/workorder' },
      { name: '云市场', url: '/portal/cloudMarket' },
    ],
  },
  {
    name: '解决方案',
    page: 3,
    intro: '面向材料、生物医药、气象海洋与智能制造等行业的成熟计算方案。',
    children: [
      { name: '材料计算', page: 3 },
      { name: '生物医药', page: 3 },
      { name: '气象海洋', page: 3 },
      { name: '工程仿真', page: 3 },
      { name: '人工智能', page: 3 },
      { name: '行业应用目录', url: '/category' },
    ],
  },
  { name: '应用商店', url: '/portal/appStore' },
  {
    name: '新闻动态',
    page: 4,
    intro: '平台新闻、培训活动与技术沙龙。',
    children: [
      { name: '平台新闻', page: 4 },
      { name: '培训活动', page: 4 },
      { name: '国家超算网络', url: 'https://www.most.gov.cn/' },
      { name: '筹备中的专栏' },
    ],
  },
  { name: '关于我们', page: 5 },
];

const SUBCENTER_MENUS: readonly MenuSeed[] = [
  { name: '首页', page: 6, home: true },
  { name: '分中心简介', page: 7, children: [{ name: '中心概况', page: 7 }, { name: '联系我们', page: 7 }] },
  { name: '应用商店', url: '/portal/appStore' },
];

/** A configType-2 entry (a `url` seed) opens its URL in a new window, an internal route too (see the header). */
function flatten(portalId: number, seeds: readonly MenuSeed[], created: string): NewRecord<PortalMenuRecord>[] {
  const rows: NewRecord<PortalMenuRecord>[] = [];
  let nextId = portalId * 100;
  const add = (seed: MenuSeed, parentId: number, orderIndex: number): number => {
    nextId += 1;
    const id = nextId;
    rows.push({
      id,
      portalId,
      parentId,
      menuName: seed.name,
      orderIndex,
      configType: seed.url ? 2 : 1,
      menuUrl: seed.url ?? '',
      pageId: seed.page ?? null,
      homePageFlag: seed.home ? 1 : 0,
      introduction: seed.intro ?? '',
      createTime: created,
    });
    return id;
  };
  seeds.forEach((seed, index) => {
    const id = add(seed, 0, index + 1);
    seed.children?.forEach((child, childIndex) => add(child, id, childIndex + 1));
  });
  return rows;
}

export const portalMenusDefinition: CollectionDefinition<PortalMenuRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => {
    const created = formatBeijingTime(refDate.getTime() - 150 * 86_400_000);
    return [...flatten(DEFAULT_PORTAL_ID, PLATFORM_MENUS, created), ...flatten(SUBCENTER_PORTAL_ID, SUBCENTER_MENUS, created)];
  },
};
