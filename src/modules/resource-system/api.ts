/** Calls of the resource-manage, operation-guide and GeoAI video modules (operation-management envelope). */
import { http } from '../workbench/api/om';

const OM = '/api/operation-management/v1';

export type StatScope = 'enterprise' | 'subcenter';
export interface StatRow { key: string; name: string; type: string; customers: number; jobs: number; cpu: number; gpu: number; coreHours: number; cost: number }
export interface ResourceStat {
  start: string; end: string; scope: StatScope; total: number; cost: number; jobs: number;
  records: StatRow[]; daily: { date: string; cpu: number; gpu: number }[]; partitions: { name: string; value: number }[];
}
export interface Guide { content: string; updatedBy: string; updateTime: string }
export interface ManualTemplate { id: number; templateName: string; category: string; content: string; updateTime: string }
export interface GeoaiTaskOption { id: number; taskName: string; taskType: number; status: number; videos: number }
export interface GeoaiVideo { id: number; taskId: number; name: string; size: number; url: string; uploadTime: string }

export const GUIDE_CHUNK_PATH = `${OM}/operation-guide/chunk-file`;
export const VIDEO_CHUNK_PATH = `${OM}/geoai/video/chunk-upload`;

export const resourceSystemApi = {
  stat: (scope: StatScope, startDate: string, endDate: string) => http.get<ResourceStat>(`${OM}/resource-manage/stat`, { query: { scope, startDate, endDate } }),
  guide: () => http.get<Guide>(`${OM}/operation-guide/data`),
  saveGuide: (content: string) => http.put<Guide>(`${OM}/operation-guide/data`, { content }),
  /** The manual templates a guide starts from (spec 7.2 manual templates). */
  manualTemplates: () => http.get<{ records: ManualTemplate[]; total: number }>(`${OM}/manual-template/page`, { query: { pageIndex: 1, pageSize: 100, sortField: 'id', sortOrder: 'asc' } }),
  taskTypes: () => http.get<{ value: number; label: string }[]>(`${OM}/geoai/task-type`),
  videoTasks: () => http.get<GeoaiTaskOption[]>(`${OM}/geoai/video/tasks`),
  videos: (taskId: number) => http.get<GeoaiVideo[]>(`${OM}/geoai/video/list`, { query: { taskId } }),
  deleteVideo: (id: number) => http.delete<null>(`${OM}/geoai/video/${id}`),
};
