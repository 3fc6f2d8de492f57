import { createMemoryPersistence, DebouncedWriter, type PersistenceAdapter } from '../store/persistence';

/**
 * Fault injection per endpoint, for testers (from tests, Playwright or the browser console)
 * and for the demo panel. Rules persist like the mock data, so a fault survives a reload.
 */
export interface FaultRule {
  /** HTTP method; omitted means any. Ignored for websockets. */
  method?: string;
  /**
   * Path such as '/api/oauth/v1/project/info'. A '*' segment matches one path segment, '**'
   * any number of them, and '*' inside a segment any characters of that segment. Matched
   * against the URL pathname with anything before /api or /websocket ignored.
   */
  path: string;
  /** Answer with this status (and `body`, or a Chinese server message). */
  status?: number;
  body?: unknown;
  /** Wait this long first; without status/timeout the request then proceeds normally. */
  delayMs?: number;
  /** Never answer (the client's own timeout fires). */
  timeout?: boolean;
  /** Fail the request at network level (fetch rejects, no status). */
  networkError?: boolean;
  /** Websocket connections to the path are closed at once with code 1011. */
  dropSocket?: boolean;
  /** Apply this many times, then remove the rule. */
  times?: number;
  /**
   * Apply to this share of matching requests (0 < rate ≤ 1); the others go on to the next older
   * matching rule, or untouched. Which ones is decided by `seed` and the request's order, so a
   * soak run is reproducible.
   */
  rate?: number;
  /** Seed of the `rate` draws (default 1). */
  seed?: number;
}

export interface ActiveFault extends FaultRule {
  id: string;
  /** Applications left when `times` was given. */
  remaining?: number;
  /** Matching requests drawn for so far when `rate` was given. */
  draws?: number;
}

/** A uniform number in [0, 1) for the n-th draw of a seed (a 32-bit integer hash, stateless). */
export function faultDraw(seed: number, n: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export interface FaultSnapshot {
  format: 1;
  nextId: number;
  rules: ActiveFault[];
}

export type FaultKind = 'http' | 'socket';

const MOCKED_PATH = /\/(api|websocket)(\/|$)/;

/** The part of a pathname from /api or /websocket on; null for other URLs (assets, pages). */
export function mockedPath(pathname: string): string | null {
  const match = MOCKED_PATH.exec(pathname);
  if (!match) return null;
  const path = pathname.slice(match.index).replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles a rule path into a regular expression over the normalised pathname. */
export function compileFaultPath(path: string): RegExp {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const normalised = mockedPath(withoutQuery) ?? withoutQuery.replace(/\/+$/, '');
  const segments = normalised.split('/').slice(1);
  let source = '^';
  for (const segment of segments) {
    if (segment === '**') source += '(?:/[^/]+)*';
    else source += `/${segment.split('*').map(escapeRegExp).join('[^/]*')}`;
  }
  return new RegExp(`${source}/?$`);
}

function validate(rule: FaultRule): void {
  if (typeof rule.path !== 'string' || !rule.path.startsWith('/')) {
    throw new Error('故障规则的 path 必须以 / 开头，例如 /api/oauth/v1/project/info');
  }
  if (rule.status !== undefined && (!Number.isInteger(rule.status) || rule.status < 200 || rule.status > 599)) {
    throw new Error('故障规则的 status 必须是 200 到 599 之间的整数');
  }
  if (rule.delayMs !== undefined && !(Number.isFinite(rule.delayMs) && rule.delayMs >= 0)) {
    throw new Error('故障规则的 delayMs 必须是非负数');
  }
  if (rule.times !== undefined && !(Number.isInteger(rule.times) && rule.times > 0)) {
    throw new Error('故障规则的 times 必须是正整数');
  }
  if (rule.rate !== undefined && !(Number.isFinite(rule.rate) && rule.rate > 0 && rule.rate <= 1)) {
    throw new Error('故障规则的 rate 必须大于 0 且不超过 1');
  }
  if (rule.seed !== undefined && !Number.isInteger(rule.seed)) {
    throw new Error('故障规则的 seed 必须是整数');
  }
  if (rule.status === undefined && rule.delayMs === undefined && !rule.timeout && !rule.networkError && !rule.dropSocket) {
    throw new Error('故障规则至少需要 status、delayMs、timeout、networkError、dropSocket 之一');
  }
}

/** A rule acts on HTTP when it has an HTTP effect, on sockets when it drops them. */
function appliesTo(rule: FaultRule, kind: FaultKind): boolean {
  if (kind === 'socket') return rule.dropSocket === true;
  return rule.status !== undefined || rule.delayMs !== undefined || rule.timeout === true || rule.networkError === true;
}

export class FaultRegistry {
  private rules: ActiveFault[] = [];
  private nextId = 1;
  private readonly compiled = new Map<string, RegExp>();
  private readonly listeners = new Set<() => void>();
  private readonly writer: DebouncedWriter<FaultSnapshot>;

  constructor(adapter: PersistenceAdapter<FaultSnapshot> = createMemoryPersistence()) {
    this.writer = new DebouncedWriter(adapter, () => this.snapshot());
  }

  /** Adds a rule; returns its id. Newer rules win when several match (a `rate` rule that spares a request hands it on). */
  set(rule: FaultRule): string {
    validate(rule);
    const id = `fault-${this.nextId}`;
    this.nextId += 1;
    const active: ActiveFault = { ...structuredClone(rule), id };
    if (rule.method) active.method = rule.method.toUpperCase();
    if (rule.times !== undefined) active.remaining = rule.times;
    if (rule.rate !== undefined) active.draws = 0;
    this.rules.push(active);
    this.changed();
    return id;
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    if (this.rules.length === before) return false;
    this.changed();
    return true;
  }

  clear(): void {
    if (this.rules.length === 0) return;
    this.rules = [];
    this.changed();
  }

  list(): ActiveFault[] {
    return this.rules.map((rule) => structuredClone(rule));
  }

  /** The newest matching rule, without consuming it. */
  find(kind: FaultKind, method: string, pathname: string): ActiveFault | undefined {
    const rule = this.match(kind, method, pathname);
    return rule ? structuredClone(rule) : undefined;
  }

  /**
   * Finds the rule that applies to this request and counts one application. A prefetch (a list
   * reading its next pages ahead, `Purpose: prefetch`) is not what a tester's counted fault
   * aims at: it gets only rules without `times`, and consumes none. A `rate` rule that spares the
   * request hands it on to the next older matching rule, so rate rules stack into a mix (one in
   * ten dropped, one in ten of the rest answered 500); past the last one it goes through untouched.
   */
  take(kind: FaultKind, method: string, pathname: string, options: { prefetch?: boolean } = {}): ActiveFault | undefined {
    for (const rule of this.matching(kind, method, pathname, options.prefetch === true)) {
      if (rule.rate !== undefined) {
        const n = rule.draws ?? 0;
        rule.draws = n + 1;
        this.changed();
        if (faultDraw(rule.seed ?? 1, n) >= rule.rate) continue;
      }
      if (rule.remaining !== undefined) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
        this.changed();
      }
      return structuredClone(rule);
    }
    return undefined;
  }

  private match(kind: FaultKind, method: string, pathname: string): ActiveFault | undefined {
    const first = this.matching(kind, method, pathname).next();
    return first.done ? undefined : first.value;
  }

  /** The rules matching a request, newest first. */
  private *matching(kind: FaultKind, method: string, pathname: string, uncountedOnly = false): Generator<ActiveFault> {
    const path = mockedPath(pathname);
    if (path === null) return;
    for (let i = this.rules.length - 1; i >= 0; i -= 1) {
      const rule = this.rules[i];
      if (!rule || !appliesTo(rule, kind) || (uncountedOnly && rule.remaining !== undefined)) continue;
      if (kind === 'http' && rule.method && rule.method !== method.toUpperCase()) continue;
      if (this.pattern(rule.path).test(path)) yield rule;
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): FaultSnapshot {
    return { format: 1, nextId: this.nextId, rules: this.list() };
  }

  usePersistence(adapter: PersistenceAdapter<FaultSnapshot>): void {
    this.writer.setAdapter(adapter);
  }

  async load(): Promise<void> {
    let persisted: FaultSnapshot | null = null;
    try {
      persisted = await this.writer.getAdapter().load();
    } catch (error) {
      console.warn('[mocks] 读取已保存的故障规则失败', error);
    }
    if (!persisted || persisted.format !== 1) return;
    // Skip rules an older version would now refuse rather than failing the whole start.
    this.rules = persisted.rules.filter((rule) => {
      try {
        validate(rule);
        return true;
      } catch {
        return false;
      }
    });
    this.nextId = Math.max(persisted.nextId, 1);
    this.emit();
  }

  flush(): Promise<void> {
    return this.writer.flush();
  }

  async reset(): Promise<void> {
    this.writer.cancel();
    this.rules = [];
    this.nextId = 1;
    this.emit();
    this.writer.schedule();
    await this.writer.flush();
  }

  private pattern(path: string): RegExp {
    let compiled = this.compiled.get(path);
    if (!compiled) {
      compiled = compileFaultPath(path);
      this.compiled.set(path, compiled);
    }
    return compiled;
  }

  /**
   * Rule changes are written at once rather than after the debounce: testers set a fault and
   * reload straight away (Playwright: evaluate(set) then reload), which must not lose it.
   */
  private changed(): void {
    this.writer.schedule();
    void this.writer.flush();
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The registry the handlers consult. */
export const faults = new FaultRegistry();
