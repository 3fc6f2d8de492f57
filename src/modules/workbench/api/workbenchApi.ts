/** 应用运行 and the statistics and industry pages of the workbench. */
import { http } from './om';
import type { Paged } from './expenseApi';

const OM = '/api/operation-management/v1';

export interface MyApp {
  id: number; appId: number; appName: string; version: string; summary: string; billingType: 1 | 2 | 3; useCount: number;
  desktop: boolean; subscribeTime: string; expireTime: string; lastUseTime: string;
}
export interface FormField {
  key: string; label: string; type: 'string' | 'number' | 'select'; required: boolean; default?: string | number;
  options?: { label: string; value: string }[]; min?: number; max?: number; placeholder?: string; help?: string;
}
export interface Partition { name: string; label: string; maxCores: number; price: number }
export interface AppForm { appId: number; appName: string; fields: FormField[]; partitions: Partition[] }
export type JobStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
export interface Job {
  id: number; jobId: string; appId: number; appName: string; jobName: string; partition: string; cores: number;
  status: JobStatus; statusName: string; submitTime: string; startTime: string; endTime: string; coreHours: number;
}
export interface AppStatRow { appName: string; jobs: number; coreHours: number; cost: number }
export interface CurvePoint { date: string; coreHours: number; cpu: number; gpu: number }
export interface IndustryInfo {
  key: string; name: string; intro: string; appCount: number; useCount: number;
  apps: { id: number; appName: string; version: string; summary: string; vendor: string; billingType: 1 | 2 | 3; price: number; useCount: number }[];
  solutions: { title: string; text: string }[];
  cases: { customer: string; result: string }[];
}

type Query = Record<string, string | number | undefined>;

export const workbenchApi = {
  startApps: () => http.get<MyApp[]>(`${OM}/app-start/apps`),
  appForm: (appId: number) => http.get<AppForm>(`${OM}/starlight/app/forms`, { query: { appId } }),
  startJob: (appId: number, params: Record<string, string | number>) => http.post<Job>(`${OM}/app-start/apply`, { appId, params }),
  jobs: (query: Query) => http.get<Paged<Job>>(`${OM}/app-start/page`, { query }),
  appStat: (startDate: string, endDate: string) => http.get<{ start: string; end: string; records: AppStatRow[] }>(`${OM}/application-manage/application-stat`, { query: { startDate, endDate } }),
  curve: (startDate: string, endDate: string) => http.get<{ start: string; end: string; total: number; records: CurvePoint[] }>(`${OM}/starlight/cpu-hour/curve`, { query: { startDate, endDate } }),
  industry: (industry: string) => http.get<IndustryInfo>(`${OM}/industry-module/info`, { query: { industry } }),
};
