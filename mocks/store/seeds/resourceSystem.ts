import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';

/**
 * 操作指南 (system-manage/manual-temp): one rich-text document operators edit and every user
 * reads (workbench 操作指南). Kept as written; it is sanitised where it is shown.
 */
export interface OperationGuideRecord {
  id: number;
  content: string;
  updatedBy: string;
  updateTime: string;
}

/** A video of a GeoAI task, put together from its chunks; the bytes are an upload (uploads collection). */
export interface GeoaiVideoRecord {
  id: number;
  taskId: number;
  name: string;
  size: number;
  /** Public URL of the bytes (files/{id}/{name}). */
  url: string;
  uploadId: string;
  uploaderId: string;
  uploadTime: string;
}

const GUIDE = [
  '<h2>超算云平台操作指南</h2>',
  '<p>欢迎使用超算云平台。本指南介绍从开通账号到提交作业、查看费用的常用操作。</p>',
  '<h3>一、应用运行</h3>',
  '<ol><li>在<strong>工作台 → 我的应用</strong>中订阅需要的应用；</li><li>进入<strong>应用运行</strong>，选择应用并填写作业参数与计算分区；</li><li>提交后可在作业列表中查看状态与输出。</li></ol>',
  '<h3>二、文件与存储</h3>',
  '<p>在<strong>存储管理</strong>中上传输入文件、下载计算结果，单个分片 5 MB，支持断点续传。</p>',
  '<h3>三、费用</h3>',
  '<p>作业按分区单价与核时计费，余额与账单在<strong>费用中心</strong>查看；余额不足时请及时充值。</p>',
  '<blockquote>如需帮助，请在工单管理中提交工单，我们将在一个工作日内回复。</blockquote>',
].join('');

export const operationGuideDefinition: CollectionDefinition<OperationGuideRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => [{ id: 1, content: GUIDE, updatedBy: 'admin', updateTime: formatBeijingTime(refDate.getTime() - 20 * 86_400_000) }],
};

export const geoaiVideosDefinition: CollectionDefinition<GeoaiVideoRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [],
};
