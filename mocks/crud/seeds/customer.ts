// Hand-written: the customer hub the contract, resource, app, money and enterprise seeds and tests build on; converting it
// reseeds every one of them (names follow trade and region, ids from 10001), which stays for a change of its own.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName, romanise } from '../seedVocab';

/** Industry code → words that make an enterprise name of that trade sound right. */
const TRADES: Record<string, readonly string[]> = {
  manufacturing: ['智能装备', '精密制造', '汽车零部件', '机器人'],
  meteorology: ['气象科技', '海洋环境', '天气服务'],
  medicine: ['生物医药', '基因科技', '药物研发'],
  geo: ['地质勘探', '测绘信息', '遥感科技'],
  energy: ['新能源', '石化工程', '电力科技'],
  ai: ['人工智能', '智算科技', '数据智能'],
  education: [],
  government: [],
};
const UNIVERSITIES = ['中山大学', '湖南大学', '南京大学', '天津大学', '华南理工大学', '浙江大学', '四川大学', '武汉大学'] as const;
const LABS = ['计算化学课题组', '流体力学实验室', '材料模拟中心', '气候动力学课题组', '生物信息学实验室'] as const;
const AGENCIES = ['数据资源局', '气象局', '自然资源局', '科技局'] as const;
const CITIES: Record<string, readonly string[]> = {
  '440000': ['广州', '深圳', '佛山', '东莞'], '430000': ['长沙', '株洲', '湘潭'], '320000': ['南京', '苏州', '无锡'],
  '120000': ['天津'], '110000': ['北京'], '310000': ['上海'], '330000': ['杭州', '宁波'], '510000': ['成都', '绵阳'],
  '420000': ['武汉', '宜昌'], '370000': ['济南', '青岛'],
};
const REMARKS = ['长期合作客户，季度结算', '试用期客户，关注作业排队情况', '需开具增值税专用发票', '重点客户，专属客户经理对接', ''] as const;

function enterpriseName(faker: Faker, industry: string, region: string): string {
  const city = faker.helpers.arrayElement(CITIES[region] ?? ['广州']);
  if (industry === 'education') return `${faker.helpers.arrayElement(UNIVERSITIES)}${faker.helpers.arrayElement(LABS)}`;
  if (industry === 'government') return `${city}市${faker.helpers.arrayElement(AGENCIES)}`;
  const brand = `${faker.person.lastName()}${faker.helpers.arrayElement(['华', '瑞', '创', '达', '联', '信', '晟', '科'])}`;
  const suffix = faker.helpers.arrayElement(['有限公司', '股份有限公司', '科技有限公司']);
  return `${city}${brand}${faker.helpers.arrayElement(TRADES[industry] ?? ['科技'])}${suffix}`;
}

/**
 * 268 customers over two years: about three in four are enterprises. Hand-written because the
 * name follows the trade and the region (an 教育 customer is a university's lab, a 政府 one a
 * city agency, a company's city lies in its region) and the id range (10001…) is what the
 * customer pages, their tests and the enterprise, contract, resource, app and money seeds
 * build on; hints pick one field at a time and number records from 1.
 */
const customerSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate }) => {
    const rows = Array.from({ length: 268 }, () => {
      const customerType = faker.datatype.boolean({ probability: 0.75 }) ? 1 : 2;
      const industry = faker.helpers.arrayElement(Object.keys(TRADES));
      const region = faker.helpers.weightedArrayElement([
        { weight: 5, value: '440000' }, { weight: 3, value: '430000' }, { weight: 2, value: '320000' }, { weight: 2, value: '120000' },
        { weight: 2, value: '110000' }, { weight: 2, value: '310000' }, { weight: 1, value: '330000' }, { weight: 1, value: '510000' },
        { weight: 1, value: '420000' }, { weight: 1, value: '370000' },
      ]);
      const contact = personName(faker);
      const at = faker.date.past({ years: 2, refDate });
      return {
        customerType,
        name: customerType === 1 ? enterpriseName(faker, industry, region) : contact,
        contact,
        phone: mobileNumber(faker),
        // The contact's own mailbox: their name in pinyin, a number now and then.
        email: `${romanise(contact) ?? 'contact'}${faker.datatype.boolean({ probability: 0.4 }) ? faker.string.numeric(3) : ''}@${faker.helpers.arrayElement(['163.com', 'qq.com', 'foxmail.com', '126.com'])}`,
        industry,
        region,
        balance: Number(faker.number.float({ min: 0, max: customerType === 1 ? 500000 : 20000, fractionDigits: 2 }).toFixed(2)),
        status: faker.datatype.boolean({ probability: 0.88 }) ? 1 : 0,
        remark: faker.helpers.arrayElement(REMARKS),
        createTime: formatBeijingTime(at),
      };
    });
    // Ids follow creation time, as an auto-increment column would.
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return rows.map((row, index) => ({ ...row, id: 10001 + index }));
  },
};

export default customerSeed;
