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

export interface SystemConfigRecord {
  id: number;
  configKey: string;
  configName: string;
  configValue: string;
  remark: string;
}

export const systemConfigsDefinition: CollectionDefinition<SystemConfigRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [
    { configKey: 'platform.name', configName: '平台名称', configValue: '超算云平台', remark: '显示在页面标题与门户页眉' },
    { configKey: 'theme.default', configName: '默认主题', configValue: '默认蓝-1', remark: '用户未设置主题时使用' },
    { configKey: 'register.enabled', configName: '开放注册', configValue: 'true', remark: '关闭后门户不显示注册入口' },
    { configKey: 'upload.maxSizeKb', configName: '上传文件大小上限（KB）', configValue: '2048', remark: '表格类文件上传的默认上限' },
    { configKey: 'upload.chunkSize', configName: '分片大小（字节）', configValue: '5242880', remark: '大文件分片上传的单片大小' },
    { configKey: 'socket.heartbeatMs', configName: '心跳间隔（毫秒）', configValue: '30000', remark: '用户事件通道的心跳周期' },
    { configKey: 'storage.viewPageBytes', configName: '文件预览分页（字节）', configValue: '4096', remark: '在线查看文本文件时每页读取的字节数' },
    { configKey: 'sms.provider', configName: '短信服务商', configValue: 'tencent', remark: '可选 ali 或 tencent' },
  ],
};
