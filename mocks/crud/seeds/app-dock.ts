import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const DOCKS = [
  { platformName: '鹏城云脑', appName: 'MindSpore', host: 'cloudbrain.pcl.ac.cn' },
  { platformName: '广州超算天河二号', appName: 'OpenFOAM', host: 'th2.nscc-gz.cn' },
  { platformName: '长沙超算', appName: 'WRF', host: 'hpc.nscc-cs.cn' },
  { platformName: '华为云 ModelArts', appName: 'PanGu 气象', host: 'modelarts.huaweicloud.com' },
  { platformName: '阿里云 E-HPC', appName: 'LAMMPS', host: 'ehpc.aliyun.com' },
  { platformName: '深圳国家超算', appName: 'GROMACS', host: 'www.nsccsz.cn' },
  { platformName: '无锡神威太湖之光', appName: 'CESM', host: 'www.nsccwx.cn' },
  { platformName: '济南超算', appName: 'ANSYS Fluent', host: 'www.nsccjn.cn' },
] as const;

/** 应用对接: docking requests of other platforms, waiting, passed (some synchronised) and rejected. */
const appDockSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate }) => {
    // One client per platform: its requests over the year are the 对接历史 of each other.
    const clients = DOCKS.map(() => `client_${faker.string.alphanumeric(10).toLowerCase()}`);
    return Array.from({ length: 24 }, (_, i) => {
      const dock = DOCKS[i % DOCKS.length]!;
      const at = faker.date.past({ years: 1, refDate });
      const auditStatus = i < 5 ? 1 : faker.helpers.weightedArrayElement([{ weight: 1, value: 1 }, { weight: 4, value: 2 }, { weight: 1, value: 3 }]);
      const synced = auditStatus === 2 && i % 3 !== 0;
      return {
        platformName: dock.platformName,
        appName: dock.appName,
        dockUrl: `https://${dock.host}/api/app/${faker.string.alphanumeric(6).toLowerCase()}`,
        clientId: clients[i % DOCKS.length]!,
        contact: `${faker.person.lastName()}${faker.person.firstName()}`,
        phone: mobileNumber(faker),
        auditStatus,
        syncStatus: synced ? 2 : 1,
        opinion: auditStatus === 2 ? '接口联调通过，同意对接' : auditStatus === 3 ? '回调地址无法访问，请检查后重新提交' : undefined,
        auditTime: auditStatus === 1 ? undefined : formatBeijingTime(at.getTime() + 86_400_000),
        syncTime: synced ? formatBeijingTime(at.getTime() + 2 * 86_400_000) : undefined,
        remark: '',
        createTime: formatBeijingTime(at),
      };
    }).sort((a, b) => a.createTime.localeCompare(b.createTime));
  },
};

export default appDockSeed;
