// Hand-written, not x-seed hints: the first twelve orders (three per category) wait for review and half of
// the 上架 audits are a sub-centre's own, so every review page, the keyboard review test and each sub-centre's
// scope have rows; that is a plan by position.
import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName } from '../seedVocab';
import { serviceOrgOf, subcentreOrgOf } from './support/serviceOrgs';

const APPS = ['VASP', 'GROMACS', 'ANSYS Fluent', 'COMSOL Multiphysics', 'WRF', 'PyTorch', 'AlphaFold2', 'MATLAB', 'LAMMPS', 'Gaussian'] as const;
const UNITS = ['华南理工大学材料学院', '中山大学生命科学学院', '广东省气象台', '星河智能科技有限公司', '南方海洋研究院', '鹏程汽车研究院', '深圳湾实验室', '东莞松山湖材料实验室'] as const;
const PLATFORMS = ['鹏城云脑', '广州超算天河二号', '长沙超算', '华为云 ModelArts', '阿里云 E-HPC'] as const;
const SERVICES = ['应用安装部署', '作业性能调优', '并行编程培训', '定制开发咨询'] as const;

/** Title and request text of a work order of each category (1 使用, 2 对接, 3 上架, 5 服务). */
function story(category: number, app: string, pick: <T>(list: readonly T[]) => T): { title: string; appName: string; content: string } {
  if (category === 1) return { title: `申请使用 ${app}`, appName: app, content: `课题组需要使用 ${app} 开展科研计算，预计使用 3 个月，请开通使用权限。` };
  if (category === 2) {
    const platform = pick(PLATFORMS);
    return { title: `${platform} 对接 ${app}`, appName: app, content: `申请将 ${platform} 上的 ${app} 对接到本平台应用商店，对接地址与客户端信息已在应用对接中登记。` };
  }
  if (category === 3) return { title: `${app} 新版本上架`, appName: app, content: `${app} 新版本已完成编译与测试，申请在应用商店上架并开放给企业用户。` };
  const service = pick(SERVICES);
  return { title: `${service}服务申请`, appName: app, content: `申请平台提供“${service}”服务，涉及应用 ${app}，希望两周内安排工程师对接。` };
}

/**
 * 应用工单、应用对接工单、应用审核（平台 / 分中心）与服务工单: one collection, told apart by
 * `category` (and `orgLevel` for the sub-centre's audits); every page has orders waiting for review.
 * A sub-centre's audits are its own (华南 has one waiting), the others spread over the organisations.
 */
const workorderSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 3,
  seed: ({ faker, refDate }) => {
    const categories = [1, 2, 3, 5] as const;
    const rows = Array.from({ length: 64 }, (_, i) => {
      const category = categories[i % categories.length]!;
      const at = faker.date.past({ years: 1, refDate });
      // The first round of each category (and of the sub-centre's audits) waits for review.
      const status = i < 12 ? 1 : faker.helpers.weightedArrayElement([{ weight: 2, value: 1 }, { weight: 5, value: 2 }, { weight: 2, value: 3 }]);
      const { title, appName, content } = story(category, faker.helpers.arrayElement(APPS), (list) => faker.helpers.arrayElement(list));
      return {
        orderNo: `GD${formatBeijingTime(at).replace(/\D/g, '').slice(2, 12)}${String(i).padStart(2, '0')}`,
        category,
        title,
        appName,
        applicant: personName(faker),
        company: faker.helpers.arrayElement(UNITS),
        phone: mobileNumber(faker),
        orgLevel: category === 3 && i % 8 < 4 ? 2 : 1,
        groupId: category === 3 && i % 8 < 4 ? subcentreOrgOf(i >> 3) : serviceOrgOf(i),
        content,
        status,
        opinion: status === 2 ? '材料齐全，同意' : status === 3 ? '申请材料不完整，请补充后重新提交' : undefined,
        reviewTime: status === 1 ? undefined : formatBeijingTime(at.getTime() + faker.number.int({ min: 2, max: 72 }) * 3_600_000),
        createTime: formatBeijingTime(at),
      };
    });
    return rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
  },
};

export default workorderSeed;
