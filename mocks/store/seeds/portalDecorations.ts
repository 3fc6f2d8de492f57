import type { PortalBlock } from '../../../src/contract/portalBlocks';
import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';
import { SEEDED_UPLOADS, uploadUrl } from './uploads';

/**
 * Hand-written: the home pages' block layouts are hand-composed content of the demo portals (banners, cards, texts), not generated values.
 *
 * Page decorations (docs/behaviour §7.2 Portal decoration GET / POST {id}): the blocks of each template
 * page, keyed by the page id. The temp-page editor replaces `blocks` wholesale on save.
 */
export interface PortalDecorationRecord {
  /** The template page's id. */
  id: number;
  blocks: PortalBlock[];
  updateTime: string;
  /** Display name of who saved last ('' for the seed). */
  updater: string;
}

const cover = (n: number): string => {
  const upload = SEEDED_UPLOADS[n % SEEDED_UPLOADS.length]!;
  return uploadUrl(upload);
};

const HOME: PortalBlock[] = [
  {
    id: 'home-banner',
    type: 'banner',
    interval: 6,
    slides: [
      { image: '', title: '澎湃算力，云上触手可及', subtitle: '通用计算、GPU 异构计算与并行存储一站获取，作业提交即算', link: '/register', buttonText: '免费注册' },
      { image: '', title: '应用即服务', subtitle: '数十款行业应用完成部署调优，开箱即用', link: '/portal/appStore', buttonText: '浏览应用' },
      { image: '', title: '新用户专享核时礼包', subtitle: '企业与个人用户注册即可申请试用资源', link: '/portal/workorder', buttonText: '申请资源' },
    ],
  },
  { id: 'home-apps', type: 'appCards', title: '热门应用', source: 'hot', categoryId: null, appIds: [], limit: 8 },
  {
    id: 'home-services',
    type: 'carousel',
    title: '平台服务',
    perView: 3,
    cards: [
      { image: cover(0), title: '通用计算', text: '数万核 CPU 集群，按核时计费，弹性扩展', link: '/portal/page/2?mainMenuName=算力服务' },
      { image: cover(2), title: 'GPU 计算', text: '主流 GPU 加速卡，支撑大模型训练与推理', link: '/portal/page/2?mainMenuName=算力服务' },
      { image: cover(1), title: '并行存储', text: 'PB 级并行文件系统，在线管理作业数据', link: '/portal/page/2?mainMenuName=算力服务' },
      { image: cover(3), title: '高校专场', text: '面向高校课题组的科研算力支持计划', link: '/portal/page/4?mainMenuName=新闻动态' },
      { image: cover(4), title: '应用培训', text: '每月开展超算应用与作业调度培训', link: '/portal/page/4?mainMenuName=新闻动态' },
    ],
  },
  {
    id: 'home-solutions',
    type: 'imageLinks',
    title: '行业解决方案',
    columns: 4,
    items: [
      { image: cover(5), title: '材料计算', text: 'VASP、CP2K 等第一性原理计算', link: '/portal/page/3?mainMenuName=解决方案' },
      { image: cover(6), title: '生物医药', text: '分子动力学与蛋白质结构预测', link: '/portal/page/3?mainMenuName=解决方案' },
      { image: cover(7), title: '气象海洋', text: 'WRF、CESM 数值预报与气候模拟', link: '/portal/page/3?mainMenuName=解决方案' },
      { image: cover(8), title: '智能制造', text: 'CFD 与有限元工程仿真', link: '/portal/page/3?mainMenuName=解决方案' },
    ],
  },
  {
    id: 'home-partners',
    type: 'carousel',
    title: '合作伙伴',
    perView: 5,
    cards: ['国家超算中心', '华南理工大学', '中山大学', '南方科技大学', '广东省气象局', '鹏城实验室', '生物岛实验室'].map((name) => ({
      image: '', title: name, text: '', link: '',
    })),
  },
];

const SERVICES: PortalBlock[] = [
  {
    id: 'svc-intro',
    type: 'richText',
    title: '算力服务',
    html: '<p>平台提供<strong>通用计算</strong>、<strong>GPU 异构计算</strong>与<strong>并行存储</strong>三类基础服务，统一账号、统一计费、统一调度。</p><ul><li>按核时计费，用多少付多少</li><li>支持包年包月与资源套餐</li><li>7×24 小时运维保障</li></ul>',
  },
  {
    id: 'svc-cards',
    type: 'imageLinks',
    title: '服务规格',
    columns: 3,
    items: [
      { image: cover(0), title: '通用型 64 核', text: '256 GB 内存，0.075 元/核时起', link: '/portal/cloudMarket' },
      { image: cover(2), title: 'GPU 四卡', text: '512 GB 内存，6.0 元/卡时起', link: '/portal/cloudMarket' },
      { image: cover(1), title: '大内存 64 核', text: '1 TB 内存，适合大规模前后处理', link: '/portal/cloudMarket' },
    ],
  },
];

const SOLUTIONS: PortalBlock[] = [
  {
    id: 'sol-intro',
    type: 'richText',
    title: '行业解决方案',
    html: '<p>结合平台已部署的行业应用与专家团队，为材料、生物医药、气象海洋、工程仿真与人工智能等行业提供从建模、计算到可视化的全流程方案。</p>',
  },
  { id: 'sol-ai', type: 'appCards', title: '人工智能', source: 'category', categoryId: 6, appIds: [], limit: 4 },
  { id: 'sol-bio', type: 'appCards', title: '生物信息', source: 'category', categoryId: 7, appIds: [], limit: 4 },
];

const NEWS: PortalBlock[] = [
  {
    id: 'news-list',
    type: 'carousel',
    title: '近期活动',
    perView: 3,
    cards: [
      { image: cover(4), title: '超算应用培训（第 12 期）', text: '作业脚本编写与调度系统实践', link: '' },
      { image: cover(5), title: '科学智能论坛', text: 'AI for Science 前沿进展分享', link: '' },
      { image: cover(6), title: '行业沙龙：工程仿真上云', text: 'CFD 与有限元计算的云上实践', link: '' },
      { image: cover(7), title: '企业开放日', text: '参观机房与算力体验', link: '' },
    ],
  },
  {
    id: 'news-text',
    type: 'richText',
    title: '平台新闻',
    html: '<h3>平台完成新一期 GPU 分区扩容</h3><p>新增 GPU 加速节点已上线，面向大模型训练与分子模拟用户开放申请。</p><h3>应用商店新增 AlphaFold2</h3><p>蛋白质结构预测应用已完成部署调优，可在应用商店一键提交。</p>',
  },
];

const ABOUT: PortalBlock[] = [
  {
    id: 'about-text',
    type: 'richText',
    title: '关于我们',
    html: '<p>超算云平台依托国家级超算中心建设，面向科研院所、高校与企业提供高性能计算云服务。</p><p>服务热线：400-000-0000　邮箱：support@hpc-demo.cn</p>',
  },
];

const SUB_HOME: PortalBlock[] = [
  {
    id: 'sub-banner',
    type: 'banner',
    interval: 0,
    slides: [{ image: '', title: '华南超算分中心', subtitle: '服务粤港澳大湾区的科研与产业算力', link: '/portal/appStore', buttonText: '浏览应用' }],
  },
  { id: 'sub-apps', type: 'appCards', title: '推荐应用', source: 'manual', categoryId: null, appIds: [1, 6, 9, 13, 16, 19], limit: 6 },
];

const SUB_ABOUT: PortalBlock[] = [
  { id: 'sub-about', type: 'richText', title: '分中心简介', html: '<p>华南超算分中心是平台在华南地区的服务节点，提供本地化技术支持与培训。</p>' },
];

const BY_PAGE: Readonly<Record<number, PortalBlock[]>> = { 1: HOME, 2: SERVICES, 3: SOLUTIONS, 4: NEWS, 5: ABOUT, 6: SUB_HOME, 7: SUB_ABOUT };

export const portalDecorationsDefinition: CollectionDefinition<PortalDecorationRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) =>
    Object.entries(BY_PAGE).map(([pageId, blocks]) => ({
      id: Number(pageId),
      blocks,
      updateTime: formatBeijingTime(refDate.getTime() - 2 * 86_400_000),
      updater: '',
    })),
};
