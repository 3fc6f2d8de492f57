/**
 * Words the seed hints draw on (seedHints.ts): Chinese personal names with their pinyin (so an
 * e-mail address can be made of its owner's name), cities, the organisations an HPC
 * operator's customers and users belong to, and the fields of study they compute in. Lists of one trade (applications, partitions, remark
 * phrases) belong in the entity's own `x-seed`, not here.
 */
import type { Faker } from '@faker-js/faker';
import type { SeedOrgKind, SeedStudyKind } from '../../src/pageLanguage/entity';

/** Common surnames, by frequency rank, with their pinyin. */
const SURNAMES: readonly (readonly [string, string])[] = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['黄', 'huang'], ['赵', 'zhao'],
  ['吴', 'wu'], ['周', 'zhou'], ['徐', 'xu'], ['孙', 'sun'], ['马', 'ma'], ['朱', 'zhu'], ['胡', 'hu'], ['郭', 'guo'],
  ['何', 'he'], ['林', 'lin'], ['罗', 'luo'], ['高', 'gao'], ['郑', 'zheng'], ['梁', 'liang'], ['谢', 'xie'], ['宋', 'song'],
  ['唐', 'tang'], ['许', 'xu'], ['邓', 'deng'], ['冯', 'feng'], ['韩', 'han'], ['曹', 'cao'], ['彭', 'peng'], ['曾', 'zeng'],
  ['肖', 'xiao'], ['田', 'tian'], ['董', 'dong'], ['潘', 'pan'], ['袁', 'yuan'], ['蔡', 'cai'], ['蒋', 'jiang'], ['余', 'yu'],
  ['于', 'yu'], ['杜', 'du'], ['叶', 'ye'], ['程', 'cheng'], ['魏', 'wei'], ['苏', 'su'], ['吕', 'lv'], ['丁', 'ding'],
  ['任', 'ren'], ['卢', 'lu'], ['姚', 'yao'], ['沈', 'shen'], ['钟', 'zhong'], ['姜', 'jiang'], ['崔', 'cui'], ['谭', 'tan'],
];

/** Characters of given names, with their pinyin. */
const GIVEN: readonly (readonly [string, string])[] = [
  ['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['强', 'qiang'], ['磊', 'lei'],
  ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'], ['艳', 'yan'], ['杰', 'jie'], ['涛', 'tao'], ['明', 'ming'], ['超', 'chao'],
  ['秀', 'xiu'], ['霞', 'xia'], ['平', 'ping'], ['刚', 'gang'], ['桂', 'gui'], ['英', 'ying'], ['华', 'hua'], ['文', 'wen'],
  ['建', 'jian'], ['国', 'guo'], ['晓', 'xiao'], ['玉', 'yu'], ['志', 'zhi'], ['婷', 'ting'], ['雪', 'xue'], ['鹏', 'peng'],
  ['宇', 'yu'], ['浩', 'hao'], ['博', 'bo'], ['欣', 'xin'], ['怡', 'yi'], ['佳', 'jia'], ['子', 'zi'], ['轩', 'xuan'],
  ['梓', 'zi'], ['涵', 'han'], ['睿', 'rui'], ['思', 'si'], ['嘉', 'jia'], ['俊', 'jun'], ['凯', 'kai'], ['琳', 'lin'],
  ['海', 'hai'], ['峰', 'feng'], ['红', 'hong'], ['辉', 'hui'], ['斌', 'bin'], ['亮', 'liang'], ['宁', 'ning'], ['晨', 'chen'],
  ['阳', 'yang'], ['丹', 'dan'], ['慧', 'hui'], ['立', 'li'], ['成', 'cheng'], ['德', 'de'], ['振', 'zhen'], ['彤', 'tong'],
];

const PINYIN = new Map<string, string>([...SURNAMES, ...GIVEN]);

/** Given-name characters read as a woman's; the rest of GIVEN as a man's, save a few either way. */
const FEMININE = new Set('芳娜敏静丽艳秀霞桂英玉婷雪欣怡涵琳红丹慧彤晓思佳嘉子梓宁晨'.split(''));
const MASCULINE = new Set(GIVEN.map(([char]) => char).filter((char) => !'芳娜敏静丽艳秀霞桂英玉婷雪欣怡涵琳红丹慧彤'.includes(char)));

/** A Chinese personal name: a surname and one or two given-name characters (of a man's or a woman's name when asked). */
export function personName(faker: Faker, gender?: 'male' | 'female'): string {
  const [surname] = faker.helpers.arrayElement(SURNAMES);
  const pool = gender ? GIVEN.filter(([char]) => (gender === 'female' ? FEMININE : MASCULINE).has(char)) : GIVEN;
  const given = faker.helpers.arrayElements(pool, faker.helpers.weightedArrayElement([{ weight: 3, value: 1 }, { weight: 5, value: 2 }]));
  return `${surname}${given.map(([char]) => char).join('')}`;
}

/** The pinyin of a name made by personName (surname then given name, no tones); undefined for other text. */
export function romanise(name: string): string | undefined {
  const parts = [...name].map((char) => PINYIN.get(char));
  return parts.length >= 2 && parts.every((part) => part !== undefined) ? parts.join('') : undefined;
}

/** Mailbox providers a person's own address is at. */
export const MAILBOX_DOMAINS: readonly string[] = ['163.com', 'qq.com', '126.com', 'foxmail.com'];

/**
 * An e-mail address of a person named by personName (their pinyin) at one of the domains, or of
 * a numbered user when the owner is not such a name. Mailbox providers' addresses often carry a
 * number; an organisation's own do not.
 */
export function emailAddress(faker: Faker, owner: unknown, domains: readonly string[] = MAILBOX_DOMAINS): string {
  const domain = faker.helpers.arrayElement(domains);
  const name = typeof owner === 'string' ? romanise(owner) : undefined;
  const number = MAILBOX_DOMAINS.includes(domain) && faker.datatype.boolean({ probability: 0.5 }) ? faker.string.numeric({ length: { min: 2, max: 4 } }) : '';
  return `${name ?? `user${faker.string.numeric(5)}`}${number}@${domain}`;
}

/** Cities where the platform's customers are, weighted towards its own region (south China). */
const CITIES: readonly { value: string; weight: number }[] = [
  { value: '广州', weight: 6 }, { value: '深圳', weight: 5 }, { value: '佛山', weight: 2 }, { value: '东莞', weight: 2 }, { value: '珠海', weight: 1 },
  { value: '长沙', weight: 3 }, { value: '南京', weight: 2 }, { value: '无锡', weight: 2 }, { value: '苏州', weight: 2 }, { value: '天津', weight: 2 },
  { value: '北京', weight: 2 }, { value: '上海', weight: 2 }, { value: '杭州', weight: 1 }, { value: '成都', weight: 1 }, { value: '武汉', weight: 1 },
  { value: '济南', weight: 1 }, { value: '西安', weight: 1 }, { value: '合肥', weight: 1 },
];

export function cityName(faker: Faker): string {
  return faker.helpers.weightedArrayElement(CITIES);
}

const UNIVERSITIES = [
  '中山大学', '华南理工大学', '暨南大学', '华南师范大学', '南方科技大学', '深圳大学', '湖南大学', '中南大学', '国防科技大学', '南京大学',
  '东南大学', '天津大学', '南开大学', '浙江大学', '四川大学', '武汉大学', '华中科技大学', '山东大学', '西安交通大学', '中国科学技术大学',
] as const;
const COLLEGES = [
  '物理学院', '化学学院', '材料科学与工程学院', '生命科学学院', '大气科学学院', '海洋科学学院', '计算机学院', '数学学院',
  '航空航天学院', '机械与汽车工程学院', '环境科学与工程学院', '地球科学与工程学院', '药学院', '电子与信息工程学院',
] as const;
const INSTITUTES = [
  '中国科学院广州能源研究所', '中国科学院南海海洋研究所', '中国科学院深圳先进技术研究院', '中国科学院广州地球化学研究所',
  '广东省科学院', '南方海洋科学与工程广东省实验室', '鹏城实验室', '深圳湾实验室', '松山湖材料实验室', '广东省气象科学研究所',
  '中国科学院计算技术研究所', '中国工程物理研究院计算机应用研究所', '之江实验室', '上海人工智能实验室',
] as const;
const AGENCIES = ['气象局', '自然资源局', '生态环境局', '水务局', '应急管理局', '数据资源局', '科技局', '交通运输局'] as const;
const BRANDS = ['华瑞', '中科', '鼎信', '博远', '智联', '恒创', '天融', '星河', '云图', '数联', '航宇', '睿思', '联达', '新能', '海川', '精工'] as const;
const TRADES = [
  '智能装备', '精密制造', '汽车科技', '生物医药', '基因科技', '新材料', '新能源', '电力科技', '气象科技', '海洋科技',
  '测绘信息', '遥感科技', '人工智能', '智算科技', '数据科技', '仿真科技', '集成电路', '航空科技',
] as const;
const FORMS = [{ value: '有限公司', weight: 5 }, { value: '科技有限公司', weight: 2 }, { value: '股份有限公司', weight: 2 }] as const;

/** An organisation name of the given kind (several kinds: any of them). */
export function orgName(faker: Faker, kinds: SeedOrgKind | readonly SeedOrgKind[]): string {
  const kind = typeof kinds === 'string' ? kinds : faker.helpers.arrayElement(kinds);
  switch (kind) {
    case 'university': return faker.helpers.arrayElement(UNIVERSITIES);
    case 'college': return `${faker.helpers.arrayElement(UNIVERSITIES)}${faker.helpers.arrayElement(COLLEGES)}`;
    case 'institute': return faker.helpers.arrayElement(INSTITUTES);
    case 'agency': return `${cityName(faker)}市${faker.helpers.arrayElement(AGENCIES)}`;
    default: {
      const form = faker.helpers.weightedArrayElement([...FORMS]);
      const trade = faker.helpers.arrayElement(TRADES);
      // 科技有限公司 after a trade already ending in 科技 would say it twice.
      return `${cityName(faker)}${faker.helpers.arrayElement(BRANDS)}${trade}${trade.endsWith('科技') && form === '科技有限公司' ? '有限公司' : form}`;
    }
  }
}

/**
 * Fields of study an HPC platform's users compute in: `research` those of university and
 * institute groups, `applied` those of developers and engineers in industry. A 研究方向 or 专业
 * reads as one of these, never as a remark.
 */
export const STUDY_FIELDS: Readonly<Record<SeedStudyKind, readonly string[]>> = {
  research: [
    '第一性原理材料计算', '分子动力学模拟', '计算流体力学', '数值天气预报', '海洋环流模拟', '蛋白质结构预测',
    '基因组学分析', '量子化学', '地震波场模拟', '高能物理数据分析', '电池材料高通量筛选', '气候变化模拟',
    '计算材料学', '生物信息学', '天体物理数值模拟', '催化反应机理计算',
  ],
  applied: ['深度学习模型训练', '大模型应用开发', '计算机视觉', 'CAE 结构仿真', '量化金融计算', '渲染与图形计算', '集成电路仿真', '汽车碰撞仿真'],
};

/** A field of study of the given kind (several kinds: any of them). */
export function studyField(faker: Faker, kinds: SeedStudyKind | readonly SeedStudyKind[]): string {
  const kind = typeof kinds === 'string' ? kinds : faker.helpers.arrayElement(kinds);
  return faker.helpers.arrayElement(STUDY_FIELDS[kind]);
}
