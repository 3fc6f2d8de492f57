import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { http } from '../../core/http/client';
import { resolveProjectInfo } from '../../core/config/projectInfo';

/**
 * The platform name for the login screen: project info (spec §7.1) when it answers, else the
 * configured name. Silent and without the overlay: the screen is usable with the fallback, and
 * no abort key, so it cannot cancel the frame's own project-info call.
 */
export function usePlatformName(): string {
  const fallback = getRuntimeConfig().platformName;
  const [name, setName] = useState(fallback);
  useEffect(() => {
    let live = true;
    http
      .get('/api/oauth/v1/project/info', { silent: true, loading: false })
      .then((body) => {
        if (live) setName(resolveProjectInfo(body, fallback).name);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fallback]);
  return name;
}
