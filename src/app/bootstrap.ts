import type { ComponentType } from 'react';
import { applyPrebuiltAntdStyles } from '../core/theme/prebuiltAntdStyles';
import { setRuntimeConfig, type RuntimeConfig } from '../core/config/runtimeConfig';
import { applyAddressToken, watchAddressToken } from '../core/session/addressToken';
import { resumeSession } from '../core/session/resumeSession';
import type { AppProps } from './App';
import { configRequest, mockBackendRequest } from './earlyBoot';
import { preloadRoute, splitHashRoute } from './preloadRoute';
import { fetchesNoPermissionCodes } from './routes/publicPaths';

export interface BootResult {
  config: RuntimeConfig;
  /** The app's root component (its own chunk, loaded during boot). */
  App: ComponentType<AppProps>;
  MockPanel?: ComponentType;
}

/**
 * Before the app mounts: read config.json, then start the mock backend only when it says so.
 * The mock module is a dynamic import, so a deployment with mocks off never downloads it;
 * `--mode real` builds drop it from the bundle altogether. The app's code and that of the route
 * in the address load alongside (preloadRoute.ts), and the route's first data call starts as
 * soon as the backend and the session are there.
 *
 * config.json and the mock backend's code are asked for by earlyBoot.ts, first thing in the entry.
 *
 * Order of downloads: the app root's code is one chunk (generators/vite-chunk-groups.ts),
 * requested at once alongside config.json and the mock backend, so it is evaluated while they
 * still load rather than after the seed. The mock backend's code is what the first data waits
 * for (it then restores for most of a second, its stored state already read by earlyBoot.ts):
 * the route's chunks are requested right after it, with config.json, so the preload's steps
 * (page config, then the kind's renderer) run while the page still waits on the network rather
 * than after the restore, which holds the main thread. (When the route had a hundred-odd
 * chunks, requesting them with the backend's code delayed it by ~300 ms; the route's chunks
 * are grouped now, and measured side by side the order no longer delays the backend.)
 */
export async function bootstrap(): Promise<BootResult> {
  // docs/behaviour §2.1 `t` + `p`: the token is stored and the page reloads without them; nothing mounts meanwhile.
  if (applyAddressToken()) return new Promise<never>(() => undefined);
  watchAddressToken();
  // Applied while config.json and the code load; antd must find it on its first render.
  const antdStyles = applyPrebuiltAntdStyles();
  const app = import('./App');
  // Awaited below; a failure is reported there, once.
  app.catch(() => undefined);
  const config = await configRequest;
  setRuntimeConfig(config);
  const preload = preloadRoute(window.location.hash);
  const mocks = await mockBackendRequest;
  // Demo data reset in place (Playwright's shared console, the browser console): the server state
  // the app holds is gone with it. Loaded on the reset, so the boot path stays as it was; a build
  // without the mock backend (__MOCKS_BUNDLED__ false) leaves all of it out.
  const { MockPanel } = __MOCKS_BUNDLED__ && mocks
    ? await mocks.startMockWorker({ onDataReset: () => void import('../core/query/queryClient').then(({ queryClient }) => queryClient.resetQueries()) })
    : {};
  // docs/behaviour §4: a stored token restores the session. A bare token (from `t`) is completed before
  // mounting, so the back stage never renders with a token but no user or permissions. On a
  // sign-in or portal route the codes are asked later, by the route that needs them (§4 Login).
  await resumeSession({ deferCodes: fetchesNoPermissionCodes(splitHashRoute(window.location.hash).pathname) });
  // Out before the app mounts (see startData).
  await preload.startData();
  await antdStyles;
  return { config, MockPanel, App: (await app).App };
}
