import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const SERVICES = [
  { serviceName: 'VASP 编译部署', serviceType: 1, appName: 'VASP', price: 3000 },
  { serviceName: 'GROMACS GPU 调优', serviceType: 2, appName: 'GROMACS', price: 5000 },
  { serviceName: 'Fluent 并行仿真培训', serviceType: 3, appName: 'ANSYS Fluent', price: 2000 },
  { serviceName: 'WRF 业务化定制', serviceType: 4, appName: 'WRF', price: 20000 },
  { serviceName: 'PyTorch 分布式训练调优', serviceType: 2, appName: 'PyTorch', price: 6000 },
  { serviceName: 'COMSOL 安装授权', serviceType: 1, appName: 'COMSOL Multiphysics', price: 1500 },
  { serviceName: 'AlphaFold2 数据库部署', serviceType: 1, appName: 'AlphaFold2', price: 4000 },
  { serviceName: 'MPI 并行编程入门', serviceType: 3, appName: 'OpenFOAM', price: 800 },
  { serviceName: 'LAMMPS 势函数定制', serviceType: 4, appName: 'LAMMPS', price: 15000 },
  { serviceName: 'Abaqus 性能评估', serviceType: 2, appName: 'Abaqus', price: 3500 },
] as const;

/** 应用服务: the services the platform's engineers offer around the applications. */
const appServeSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) =>
    SERVICES.map((service, i) => ({
      ...service,
      contact: `${faker.person.lastName()}${faker.person.firstName()}`,
      phone: mobileNumber(faker),
      status: i % 5 === 4 ? 0 : 1,
      description: `由平台应用工程师提供的${service.serviceName}服务，按项目评估后报价。`,
      createTime: formatBeijingTime(faker.date.past({ years: 1, refDate })),
    })),
};

export default appServeSeed;
