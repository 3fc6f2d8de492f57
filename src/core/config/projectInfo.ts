import { http } from '../http/client';
import { useAsyncData } from '../async/useAsyncData';

/** GET /api/oauth/v1/project/info (docs/behaviour §7.1): the platform's name and footer facts. */
export interface ProjectInfo {
  name: string;
  shortName?: string;
  version?: string;
  copyright?: string;
}

/** Accepts both a bare object and a `{ code, data }` envelope. */
export function resolveProjectInfo(body: unknown, fallbackName: string): ProjectInfo {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const data = typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : record;
  const text = (key: string) => (typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : undefined);
  return {
    name: text('name') ?? text('projectName') ?? fallbackName,
    shortName: text('shortName'),
    version: text('version'),
    copyright: text('copyright'),
  };
}

/** The project info for the frame; falls back to the configured name while loading or on error. */
export function useProjectInfo(fallbackName: string) {
  return useAsyncData(fallbackName, async () =>
    resolveProjectInfo(await http.get('/api/oauth/v1/project/info', { abortKey: 'project-info' }), fallbackName),
  );
}
