/** List and get calls of a page's endpoint family through the contract API client. */
import type { EndpointFamily } from '../../src/pageLanguage/endpoint';
import type { Api, ApiAnswer } from './apiClient';
import { listAnswer, listQuery, pagingOf, responseOf, readPath, routeOf, type ApiRecord } from './family';

export interface ListablePage {
  endpoint: EndpointFamily;
  scope?: Record<string, string | number | boolean>;
}

export interface ListOptions {
  page?: number;
  size?: number;
  sort?: { key: string; order: 'asc' | 'desc' };
  filters?: Record<string, string | number | boolean>;
}

/** One list call; POST lists take the query as their JSON body with numeric paging. */
export async function callList(api: Api, config: ListablePage, options: ListOptions = {}): Promise<ApiAnswer> {
  const query = listQuery(config, { page: options.page ?? 1, size: options.size ?? 20, sort: options.sort, filters: options.filters });
  const { method, path } = routeOf(config.endpoint, 'list');
  if (method === 'GET') return api.call(method, path, { query });
  const names = pagingOf(config.endpoint);
  const body: Record<string, unknown> = { ...query, [names.page]: Number(query[names.page]), [names.size]: Number(query[names.size]) };
  return api.call(method, path, { json: body });
}

/** Records and total of one list call; fails with the answer when the call was refused. */
export async function fetchList(api: Api, config: ListablePage, options: ListOptions = {}): Promise<{ records: ApiRecord[]; total: number }> {
  const answer = await callList(api, config, options);
  if (answer.status !== 200) throw new Error(`列表调用返回 ${answer.status}: ${answer.text.slice(0, 200)}`);
  const { records, total } = listAnswer(answer.body, config.endpoint, answer.headers);
  return { records, total: Number(total) };
}

/** Every record the list can show (the mocks serve pages of up to 1000). */
export async function fetchAll(api: Api, config: ListablePage, options: Omit<ListOptions, 'page' | 'size'> = {}): Promise<ApiRecord[]> {
  return (await fetchList(api, config, { ...options, page: 1, size: 1000 })).records;
}

/** One record by id through the get verb (undefined on 404). */
export async function fetchOne(api: Api, endpoint: EndpointFamily, id: string | number): Promise<{ answer: ApiAnswer; record: ApiRecord | undefined }> {
  const { method, path } = routeOf(endpoint, 'get', { id });
  const answer = await api.call(method, path);
  const item = answer.status === 200 ? readPath(answer.body, responseOf(endpoint).item) : undefined;
  return { answer, record: typeof item === 'object' && item !== null ? (item as ApiRecord) : undefined };
}
