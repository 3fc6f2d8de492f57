/**
 * The 10,000 customers of the list bench: deterministic (a fixed-seed PRNG), shaped like the
 * demo seed (mocks/crud/seeds), ids following creation time. Both the app's origin and the plain
 * page's origin get exactly these records, so the two pages show the same rows.
 */
export const BENCH_RECORDS = 10_000;
export const FIRST_ID = 100_001;
export const LAST_ID = FIRST_ID + BENCH_RECORDS - 1;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'];
const GIVEN = [...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超霞平刚桂英华玉萍红娥玲芬燕彬鹏辉斌宇浩凯健俊帆帅旭宁琳晨'];
const INDUSTRIES = ['manufacturing', 'meteorology', 'medicine', 'geo', 'energy', 'ai', 'education', 'government'];
const TRADES = { manufacturing: '智能装备', meteorology: '气象科技', medicine: '生物医药', geo: '遥感科技', energy: '新能源', ai: '智算科技', education: '计算中心', government: '数据资源' };
const REGIONS = { '440000': '广州', '430000': '长沙', '320000': '南京', '120000': '天津', '110000': '北京', '310000': '上海', '330000': '杭州', '510000': '成都', '420000': '武汉', '370000': '济南' };
const BRANDS = [...'华瑞创达联信晟科'];
const SUFFIXES = ['有限公司', '股份有限公司', '科技有限公司'];
const DOMAINS = ['163.com', 'qq.com', 'foxmail.com', 'hpc-demo.cn'];
const REMARKS = ['长期合作客户，季度结算', '试用期客户，关注作业排队情况', '需开具增值税专用发票', '重点客户，专属客户经理对接', ''];

/** Beijing time as the platform writes it: "YYYY-MM-DD HH:mm:ss". */
const beijing = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export function benchCustomers(count = BENCH_RECORDS) {
  const rand = mulberry32(20261121);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  let at = Date.parse('2025-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    at += 60_000 + Math.floor(rand() * 3_000_000); // strictly increasing: one order, no ties
    const customerType = rand() < 0.75 ? 1 : 2;
    const industry = pick(INDUSTRIES);
    const region = pick(Object.keys(REGIONS));
    const contact = `${pick(SURNAMES)}${pick(GIVEN)}${rand() < 0.5 ? pick(GIVEN) : ''}`;
    const name = customerType === 2 ? contact : `${REGIONS[region]}${pick(SURNAMES)}${pick(BRANDS)}${TRADES[industry]}${pick(SUFFIXES)}`;
    return {
      id: FIRST_ID + index,
      customerType,
      name,
      contact,
      phone: `1${pick(['35', '38', '39', '58', '86', '88'])}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
      email: `${Math.floor(rand() * 36 ** 6).toString(36)}@${pick(DOMAINS)}`,
      industry,
      region,
      balance: Math.round(rand() * (customerType === 1 ? 50_000_000 : 2_000_000)) / 100,
      status: rand() < 0.88 ? 1 : 0,
      remark: pick(REMARKS),
      createTime: beijing(at),
    };
  });
}
