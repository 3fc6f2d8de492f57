import { useCallback, useEffect, useState } from 'react';
import { http } from '../http/client';
import { isAbortError } from '../http/HttpError';

/** GET /api/oauth/v1/project/info (spec §7.1): the platform's name and footer facts. */
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

export type ProjectInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: ProjectInfo }
  | { status: 'error'; message: string };

export function useProjectInfo(fallbackName: string): { state: ProjectInfoState; reload: () => void } {
  const [state, setState] = useState<ProjectInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    http
      .get('/api/oauth/v1/project/info', { abortKey: 'project-info' })
      .then((body) => live && setState({ status: 'ready', info: resolveProjectInfo(body, fallbackName) }))
      .catch((error: unknown) => {
        if (!live || isAbortError(error)) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [fallbackName, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
