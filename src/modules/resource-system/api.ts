/** Calls of the operation-guide settings (operation-management envelope). */
import { http } from '../workbench/api/om';

const OM = '/api/operation-management/v1';

export interface Guide { content: string; updatedBy: string; updateTime: string }
export interface ManualTemplate { id: number; templateName: string; category: string; content: string; updateTime: string }

export const GUIDE_CHUNK_PATH = `${OM}/operation-guide/chunk-file`;

export const resourceSystemApi = {
  guide: () => http.get<Guide>(`${OM}/operation-guide/data`),
  saveGuide: (content: string) => http.put<Guide>(`${OM}/operation-guide/data`, { content }),
  /** The manual templates a guide starts from (spec 7.2 manual templates). */
  manualTemplates: () => http.get<{ records: ManualTemplate[]; total: number }>(`${OM}/manual-template/page`, { query: { pageIndex: 1, pageSize: 100, sortField: 'id', sortOrder: 'asc' } }),
};
