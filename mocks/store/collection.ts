/**
 * A small typed in-memory table for the mock backend. Records handed out are copies, so a
 * handler that edits a returned object cannot change the store behind the collection's back
 * (every change must go through insert/update/remove, which is what triggers persistence).
 */
export type EntityId = string | number;

export interface Entity {
  id: EntityId;
}

export type SortOrder = 'asc' | 'desc';

export interface QueryOptions<T> {
  filter?: (record: T) => boolean;
  sort?: { key: keyof T & string; order?: SortOrder } | undefined;
  /** 1-based, as the platform's list calls page from 1 (docs/behaviour §9). */
  pageIndex?: number;
  /** Omitted or 0: all matching records on one page. */
  pageSize?: number;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export interface CollectionSnapshot<T> {
  records: T[];
  /** Next value of the auto id sequence, kept so ids are never reused after a reload. */
  nextSeq: number;
}

export type IdKind = 'number' | 'string';

/** Insert payload: the id is optional and allocated from the sequence when missing. */
export type NewRecord<T extends Entity> = Omit<T, 'id'> & { id?: T['id'] };

type ChangeListener = (collectionName: string) => void;

function compareValues(a: unknown, b: unknown): number {
  // Missing values sort last whatever the order, like most back ends do with NULLs.
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'zh-CN');
}

export class Collection<T extends Entity> {
  readonly name: string;
  readonly idKind: IdKind;
  private readonly rows = new Map<EntityId, T>();
  private nextSeq = 1;
  private readonly listeners = new Set<ChangeListener>();

  constructor(name: string, idKind: IdKind = 'number') {
    this.name = name;
    this.idKind = idKind;
  }

  /** All records in insertion order. */
  list(): T[] {
    return [...this.rows.values()].map((row) => structuredClone(row));
  }

  get(id: EntityId): T | undefined {
    const row = this.rows.get(this.normaliseId(id));
    return row === undefined ? undefined : structuredClone(row);
  }

  /** First record matching the predicate, for look-ups by a natural key (user name, token…). */
  find(predicate: (record: T) => boolean): T | undefined {
    for (const row of this.rows.values()) {
      if (predicate(row)) return structuredClone(row);
    }
    return undefined;
  }

  count(predicate?: (record: T) => boolean): number {
    if (!predicate) return this.rows.size;
    let n = 0;
    for (const row of this.rows.values()) if (predicate(row)) n += 1;
    return n;
  }

  insert(data: NewRecord<T>): T {
    const id = data.id ?? this.allocateId();
    if (this.rows.has(id)) throw new Error(`集合 ${this.name} 中已存在 id 为 ${String(id)} 的记录`);
    // Keep the sequence ahead of explicit numeric ids so later auto ids do not collide.
    if (typeof id === 'number' && id >= this.nextSeq) this.nextSeq = Math.floor(id) + 1;
    const row = structuredClone({ ...data, id }) as T; // the spread widens the type; id is now set
    this.rows.set(id, row);
    this.emit();
    return structuredClone(row);
  }

  update(id: EntityId, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const key = this.normaliseId(id);
    const current = this.rows.get(key);
    if (current === undefined) return undefined;
    const next = structuredClone({ ...current, ...patch, id: current.id });
    this.rows.set(key, next);
    this.emit();
    return structuredClone(next);
  }

  remove(id: EntityId): boolean {
    const removed = this.rows.delete(this.normaliseId(id));
    if (removed) this.emit();
    return removed;
  }

  /** Removes every record matching the predicate; returns how many went. */
  removeWhere(predicate: (record: T) => boolean): number {
    let n = 0;
    for (const [key, row] of this.rows) {
      if (predicate(row)) {
        this.rows.delete(key);
        n += 1;
      }
    }
    if (n > 0) this.emit();
    return n;
  }

  query(options: QueryOptions<T> = {}): Page<T> {
    let matched = [...this.rows.values()];
    if (options.filter) matched = matched.filter(options.filter);
    const sort = options.sort;
    if (sort) {
      const direction = sort.order === 'desc' ? -1 : 1;
      // Array.prototype.sort is stable, so ties keep insertion order.
      matched.sort((a, b) => {
        const cmp = compareValues(a[sort.key], b[sort.key]);
        const missing = a[sort.key] === undefined || a[sort.key] === null || b[sort.key] === undefined || b[sort.key] === null;
        return missing ? cmp : cmp * direction;
      });
    }
    const total = matched.length;
    const pageSize = options.pageSize && options.pageSize > 0 ? Math.floor(options.pageSize) : 0;
    if (pageSize > 0) {
      const pageIndex = Math.max(1, Math.floor(options.pageIndex ?? 1));
      matched = matched.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    }
    return { records: matched.map((row) => structuredClone(row)), total };
  }

  snapshot(): CollectionSnapshot<T> {
    return { records: this.list(), nextSeq: this.nextSeq };
  }

  /** Replaces the content wholesale (seed or persisted copy); notifies listeners once. */
  restore(snapshot: CollectionSnapshot<T>): void {
    this.rows.clear();
    for (const record of snapshot.records) this.rows.set(record.id, structuredClone(record));
    const maxNumericId = snapshot.records.reduce((max, r) => (typeof r.id === 'number' && r.id > max ? r.id : max), 0);
    this.nextSeq = Math.max(snapshot.nextSeq, Math.floor(maxNumericId) + 1, 1);
    this.emit();
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private allocateId(): T['id'] {
    // Skip ids taken by explicitly inserted records (string collections can hold "7" already).
    for (;;) {
      const seq = this.nextSeq;
      this.nextSeq += 1;
      const candidate = this.idKind === 'number' ? seq : String(seq);
      // T['id'] is number or string according to idKind, which the definition declares.
      if (!this.rows.has(candidate)) return candidate as T['id'];
    }
  }

  /** Path parameters arrive as strings; numeric collections look them up as numbers. */
  private normaliseId(id: EntityId): EntityId {
    if (this.idKind === 'number' && typeof id === 'string' && /^-?\d+$/.test(id)) return Number(id);
    if (this.idKind === 'string' && typeof id === 'number') return String(id);
    return id;
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.name);
  }
}
