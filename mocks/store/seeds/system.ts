import type { CollectionDefinition } from '../definition';

/** Platform identity served by GET /api/oauth/v1/project/info (a single record, id 1). */
export interface ProjectInfoRecord {
  id: number;
  name: string;
  shortName: string;
  englishName: string;
  version: string;
  copyright: string;
  description: string;
  supportEmail: string;
  servicePhone: string;
}

export const projectInfoDefinition: CollectionDefinition<ProjectInfoRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [{
    id: 1,
    name: '超算云平台',
    shortName: '超算云',
    englishName: 'HPC Cloud Platform',
    version: '3.2.0',
    copyright: 'Copyright © 2019-2026 超算云平台 版权所有',
    description: '面向科研与工业用户的高性能计算云服务平台，提供计算、存储、应用与运营管理一体化服务。',
    supportEmail: 'support@hpc-demo.cn',
    servicePhone: '400-000-0000',
  }],
};
