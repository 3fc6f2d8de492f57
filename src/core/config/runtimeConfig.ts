/**
 * Runtime configuration read from `config.json` (served next to index.html) before the
 * app mounts, so one build serves a mock demo or a real deployment by editing that file.
 */
export interface RuntimeConfig {
  /** Start the msw worker and use the embedded mock backend. */
  mock: boolean;
  /** Prefix for every HTTP call; empty means same origin. */
  apiBase: string;
  /** Prefix for websockets (ws:// or wss://); empty means derived from the page origin. */
  wsBase: string;
  /** Host of the embedded portal sub-application (docs/behaviour §2.6). */
  portalHost: string;
  /** Host of the embedded user-management sub-application (docs/behaviour §2.6). */
  userHost: string;
  /** The sub-centre deployment host that switches logo and login redirect (docs/behaviour §9). */
  subcenterHost: string;
  /** The development host: environment is "dev" there, "test" elsewhere (docs/behaviour §9). */
  devHost: string;
  /** AES key shared with the token endpoint for password encryption (docs/behaviour §5 Login). */
  passwordKey: string;
  /** Fallback platform name used as page title. */
  platformName: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  mock: false,
  apiBase: '',
  wsBase: '',
  portalHost: '',
  userHost: '',
  subcenterHost: '',
  devHost: '',
  passwordKey: '',
  platformName: '超算云平台',
};

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const STRING_KEYS = [
  'apiBase', 'wsBase', 'portalHost', 'userHost', 'subcenterHost', 'devHost', 'passwordKey', 'platformName',
] as const satisfies readonly (keyof RuntimeConfig)[];

/** Checks a parsed config.json and fills defaults; wrong types are refused with a Chinese message. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RuntimeConfigError('config.json 的内容必须是一个 JSON 对象');
  }
  const input = raw as Record<string, unknown>;
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  if (input.mock !== undefined) {
    if (typeof input.mock !== 'boolean') throw new RuntimeConfigError('config.json 字段 mock 必须是 true 或 false');
    config.mock = input.mock;
  }
  for (const key of STRING_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new RuntimeConfigError(`config.json 字段 ${key} 必须是字符串`);
    config[key] = value;
  }
  config.apiBase = config.apiBase.replace(/\/+$/, '');
  config.wsBase = config.wsBase.replace(/\/+$/, '');
  return config;
}

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Fetches `config.json` relative to the app's base URL, bypassing caches so edits apply on reload. */
export async function loadRuntimeConfig(baseUrl: string = import.meta.env.BASE_URL): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}config.json`, { cache: 'no-store' });
  } catch {
    throw new RuntimeConfigError('无法读取运行配置 config.json，请检查网络或部署');
  }
  if (!response.ok) throw new RuntimeConfigError(`无法读取运行配置 config.json（状态码 ${response.status}）`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError('config.json 不是合法的 JSON');
  }
  return parseRuntimeConfig(raw);
}

/** Origin-relative URLs are resolved against the page so they also work under Node's fetch in tests. */
export function resolveApiUrl(path: string, config: RuntimeConfig = current): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  const joined = `${config.apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(joined)) return joined;
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(joined, origin).toString();
}

/** Websocket URL for a path: wsBase when set, otherwise the page origin with ws/wss. */
export function resolveWsUrl(path: string, config: RuntimeConfig = current): string {
  const suffix = path.startsWith('/') ? path : `/${path}`;
  if (config.wsBase) return `${config.wsBase}${suffix}`;
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return `${origin.replace(/^http/, 'ws')}${suffix}`;
}

/** docs/behaviour §9: the environment is "dev" on the development host, otherwise "test". */
export function resolveEnvironment(config: RuntimeConfig = current, host: string = location.hostname): 'dev' | 'test' {
  return config.devHost !== '' && host === config.devHost ? 'dev' : 'test';
}
