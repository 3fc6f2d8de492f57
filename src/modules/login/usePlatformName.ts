import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { resolveProjectInfo } from '../../core/config/projectInfo';
import { useOperationQuery } from '../../renderer/data/operationQueries';

/**
 * The platform name for the login screen: project info (docs/behaviour §7.1, oauth get-project-info) when
 * it answers, else the configured name. Silent and without the overlay: the screen is usable with
 * the fallback, and no abort key, so it cannot cancel the frame's own project-info call.
 */
export function usePlatformName(): string {
  const fallback = getRuntimeConfig().platformName;
  const info = useOperationQuery('oauth', 'get-project-info', undefined, { silent: true, loading: false });
  return info.state.status === 'ready' ? resolveProjectInfo(info.state.data, fallback).name : fallback;
}
