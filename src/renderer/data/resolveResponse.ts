import { developerFault, PAGE_DATA_MALFORMED } from '../../core/feedback/developerFault';
import type { DialectResponse, ResponseMapping } from '../../pageLanguage/endpoint';
import { responseOf } from '../../contract/backendDialect';
import { readPath } from '../../contract/readPath';

export type DataRecord = Record<string, unknown>;

export interface ListResult {
  records: DataRecord[];
  total: number;
  /** The other fields of the object holding the records (a list's totals, ListPageConfig `totals`). */
  aside?: DataRecord;
}

function mapping(response: ResponseMapping | undefined): DialectResponse {
  return responseOf({ response });
}

/**
 * Records and total of a list answer (the total from the dialect's header when it names one).
 * A body that does not have them where the mapping says is a configuration error, reported as
 * such rather than shown as an empty table: the user reads 页面数据格式不正确, the console which key.
 */
export function resolveListResponse(body: unknown, response?: ResponseMapping, headers?: Headers): ListResult {
  const paths = mapping(response);
  const records = readPath(body, paths.records);
  if (!Array.isArray(records)) {
    throw developerFault(PAGE_DATA_MALFORMED, `列表响应中 "${paths.records}" 不是数组：请检查页面配置的 endpoint.response 或 schemas/backend-dialect.json`);
  }
  const rawTotal = paths.totalHeader ? headers?.get(paths.totalHeader) : readPath(body, paths.total);
  const total = typeof rawTotal === 'number' ? rawTotal : Number(rawTotal ?? records.length);
  const result: ListResult = {
    records: records.filter((r): r is DataRecord => typeof r === 'object' && r !== null),
    total: Number.isFinite(total) ? total : records.length,
  };
  const holderPath = paths.records.includes('.') ? paths.records.slice(0, paths.records.lastIndexOf('.')) : '';
  const holder = paths.records === '' ? undefined : holderPath === '' ? body : readPath(body, holderPath);
  // Only when the answer sends more than the records and the total (a list's totals).
  const own = new Set([paths.records, paths.total].map((path) => path.slice(path.lastIndexOf('.') + 1)));
  if (typeof holder === 'object' && holder !== null && !Array.isArray(holder) && Object.keys(holder).some((key) => !own.has(key))) {
    result.aside = holder as DataRecord;
  }
  return result;
}

/** The record of a get/create/update answer (undefined when the server sends none). */
export function resolveItemResponse(body: unknown, response?: ResponseMapping): DataRecord | undefined {
  const item = readPath(body, mapping(response).item);
  return typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as DataRecord) : undefined;
}

/**
 * Field errors of a refused create/update (400): field → message. Accepts an object map or a
 * list of { field, message } as backends differ.
 */
export function resolveFieldErrors(body: unknown, response?: ResponseMapping): Record<string, string> {
  const raw = readPath(body, mapping(response).fieldErrors);
  const result: Record<string, string> = {};
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (typeof item === 'object' && item !== null) {
        const { field, message } = item as { field?: unknown; message?: unknown };
        if (typeof field === 'string' && typeof message === 'string') result[field] = message;
      }
    }
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [field, message] of Object.entries(raw)) if (typeof message === 'string') result[field] = message;
  }
  return result;
}
