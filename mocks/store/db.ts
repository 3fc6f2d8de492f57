import { Faker, base, zh_CN } from '@faker-js/faker';
import { Collection, type CollectionSnapshot, type Entity } from './collection';
import type { CollectionDefinition, SeedContext } from './definition';
import { createSnapshotMemoryPersistence, DebouncedWriter, type PersistenceAdapter } from './persistence';
import { collectionDefinitions, type CollectionName, type MockCollections } from './schema';
import { SEED_REF_DATE } from './time';

/** Seed of the demo data; change it and every demo shows other (still deterministic) data. */
export const DEFAULT_SEED = 20261102;

export interface PersistedCollection extends CollectionSnapshot<unknown> {
  version: number;
}

export interface DbSnapshot {
  format: 1;
  seed: number;
  collections: Partial<Record<CollectionName, PersistedCollection>>;
  /**
   * Collections that hold their seed as built: a persistence that can have them reseeded on load
   * may leave them out (splitPersistence.ts stores only the others). Absent: none known.
   */
  atSeed?: CollectionName[];
}

const COLLECTION_NAMES = Object.keys(collectionDefinitions) as CollectionName[];

/** FNV-1a, so each collection gets its own faker stream: adding a collection changes no other. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function definitionOf<K extends CollectionName>(name: K): CollectionDefinition<MockCollections[K]> {
  const definition = collectionDefinitions[name];
  if (!definition) throw new Error(`没有这个集合：${name}`);
  return definition;
}

const seedCache = new Map<number, DbSnapshot>();

/**
 * Hands in a seed built elsewhere (the test runner builds it once per run and every test file
 * reads it, instead of each building it again: the seed costs seconds, a copy milliseconds).
 */
export function primeSeed(snapshot: DbSnapshot): void {
  seedCache.set(snapshot.seed, snapshot);
}

/** Whether the seed is already at hand (a test file sharing its worker's modules with an earlier one). */
export function hasSeed(seed: number): boolean {
  return seedCache.has(seed);
}

/** Builds the seeded state. Pure and deterministic: the same seed gives deep-equal snapshots. */
export function buildSeed(seed: number = DEFAULT_SEED): DbSnapshot {
  return structuredClone(sharedSeed(seed));
}

/**
 * The seeded state, built once per seed and shared: read-only (a database copies the records it
 * restores), so a reset copies only the tables it puts back rather than the whole seed.
 */
function sharedSeed(seed: number): DbSnapshot {
  const cached = seedCache.get(seed);
  if (cached) return cached;
  const done = new Map<CollectionName, PersistedCollection>();
  const inProgress = new Set<CollectionName>();

  const seedOne = <K extends CollectionName>(name: K): MockCollections[K][] => {
    const existing = done.get(name);
    if (existing) return existing.records as MockCollections[K][]; // records of K, stored untyped
    if (inProgress.has(name)) throw new Error(`种子数据循环依赖：${name}`);
    inProgress.add(name);
    const definition = definitionOf(name);
    // zh_CN + base only: every method the seeders call has zh_CN data, and the en fallback would add
    // ~1 MB to the lazily loaded mock chunk. A seeder needing a missing definition fails loudly.
    const faker = new Faker({ locale: [zh_CN, base] });
    faker.seed((seed ^ hashName(name)) >>> 0);
    const context: SeedContext = {
      faker,
      refDate: new Date(SEED_REF_DATE),
      get: (other) => seedOne(other),
    };
    // Going through a Collection allocates ids exactly as runtime inserts would.
    const collection = new Collection<MockCollections[K]>(name, definition.idKind);
    for (const draft of definition.seed(context)) collection.insert(draft);
    const snapshot = collection.snapshot();
    done.set(name, { ...snapshot, version: definition.version });
    inProgress.delete(name);
    return snapshot.records;
  };

  for (const name of COLLECTION_NAMES) seedOne(name);
  const result: DbSnapshot = { format: 1, seed, collections: Object.fromEntries(done) };
  seedCache.set(seed, result);
  return result;
}

type Collections = { [K in CollectionName]: Collection<MockCollections[K]> };

export class MockDatabase {
  private readonly collections: Collections;
  private readonly listeners = new Set<(name: CollectionName) => void>();
  private readonly writer: DebouncedWriter<DbSnapshot>;
  private muted = false;
  private seeded = false;
  /** Collections that may differ from the seed (changed or restored from elsewhere since the last reseed). */
  private readonly offSeed = new Set<CollectionName>(COLLECTION_NAMES);
  /** Each collection's last snapshot, dropped when it changes: a write copies only what changed. */
  private readonly snapshots = new Map<CollectionName, PersistedCollection>();
  /** Where the seed can be read instead of built (the demo build's mock-seed.json), read once when first needed. */
  private seedSource?: () => Promise<unknown>;
  private seedSourcing?: Promise<void>;
  private seedSourced = false;

  constructor(
    readonly seed: number = DEFAULT_SEED,
    adapter: PersistenceAdapter<DbSnapshot> = createSnapshotMemoryPersistence(),
    private readonly seedBuilder: (seed: number) => DbSnapshot = sharedSeed,
  ) {
    this.collections = Object.fromEntries(
      COLLECTION_NAMES.map((name) => {
        const collection = new Collection<Entity>(name, definitionOf(name).idKind);
        collection.subscribe(() => this.changed(name));
        return [name, collection];
      }),
    ) as unknown as Collections; // built by name from the same registry the type is mapped from
    this.writer = new DebouncedWriter(adapter, () => this.snapshot());
  }

  collection<K extends CollectionName>(name: K): Collection<MockCollections[K]> {
    this.seedOnFirstUse();
    const collection = this.collections[name];
    // CRUD collections are named by template (`crud.<entity>`), so a typo compiles: fail loudly.
    if (!collection) throw new Error(`没有这个集合：${name}`);
    return collection;
  }

  /**
   * The whole state. Its records are copies nobody mutates (collections copy on the way in and
   * out), so a collection's snapshot is reused until that collection changes.
   */
  snapshot(): DbSnapshot {
    const collections: Partial<Record<CollectionName, PersistedCollection>> = {};
    for (const name of COLLECTION_NAMES) {
      let entry = this.snapshots.get(name);
      if (!entry) {
        entry = { ...this.collection(name).snapshot(), version: definitionOf(name).version };
        this.snapshots.set(name, entry);
      }
      collections[name] = entry;
    }
    return { format: 1, seed: this.seed, collections, atSeed: COLLECTION_NAMES.filter((name) => !this.offSeed.has(name)) };
  }

  /**
   * Loads a snapshot. Collections missing from it (added by a later version of the mocks) or
   * persisted under another definition version are reseeded, so old browser data never breaks
   * new handlers. Returns the names that were reseeded.
   */
  restore(snapshot: DbSnapshot): CollectionName[] {
    // Every collection is put back from the snapshot (restoreFrom seeds only those it lacks), so the
    // seed is not built first: building it took seconds of every demo page load (a reload, a
    // switch of organisation or sub-app) only to be overwritten at once.
    this.seeded = true;
    return this.restoreFrom(snapshot, COLLECTION_NAMES, false);
  }

  private restoreFrom(snapshot: DbSnapshot, names: readonly CollectionName[], isSeed: boolean): CollectionName[] {
    const usable = snapshot.format === 1 && snapshot.seed === this.seed;
    const reseeded: CollectionName[] = [];
    let fresh: DbSnapshot | undefined;
    this.muted = true;
    try {
      for (const name of names) {
        let entry = usable ? snapshot.collections[name] : undefined;
        if (!entry || entry.version !== definitionOf(name).version) {
          fresh ??= this.seedBuilder(this.seed);
          entry = fresh.collections[name];
          reseeded.push(name);
        }
        if (!entry) throw new Error(`种子数据缺少集合 ${name}`);
        // The entry was written from this collection's records (checked by version above).
        this.collection(name).restore(entry as unknown as CollectionSnapshot<never>);
        // The entry now describes the collection (restore only copies it in): kept as its
        // snapshot, a persistence that stores collections apart sees it unchanged and skips it.
        this.snapshots.set(name, entry);
        const fromSeed = isSeed || entry === fresh?.collections[name];
        if (fromSeed) this.offSeed.delete(name);
        else this.offSeed.add(name);
      }
    } finally {
      this.muted = false;
    }
    for (const name of names) this.emit(name);
    return reseeded;
  }

  /**
   * The seed is built when a collection is first used, not when the module loads: importing the
   * mock backend stays cheap, so the demo app's chunks can download while it seeds (bootstrap.ts).
   */
  private seedOnFirstUse(): void {
    if (this.seeded) return;
    this.seeded = true;
    this.restoreFrom(this.seedBuilder(this.seed), COLLECTION_NAMES, true);
  }

  /** Whether every collection holds its seed as built (none changed or restored from other data since). */
  atSeed(): boolean {
    return this.seeded && this.offSeed.size === 0;
  }

  /**
   * Back to the seed, in memory only (reset() also persists). Only collections that may differ
   * from it are restored: a reset after a test that changed one table copies that table.
   */
  reseed(): void {
    if (!this.seeded) {
      this.seedOnFirstUse();
      return;
    }
    if (this.offSeed.size === 0) return;
    this.restoreFrom(this.seedBuilder(this.seed), [...this.offSeed], true);
  }

  /**
   * A source that primes the seed (primeSeedFromAsset). It is read only when the seed is needed: a
   * first visit, a saved state from other mocks, a reset. A reload with saved state does not fetch
   * it, which kept a 2.9 MB download and its parse off every demo page load's path to data.
   */
  useSeedSource(source: () => Promise<unknown>): void {
    this.seedSource = source;
    this.seedSourced = false;
    this.seedSourcing = undefined;
  }

  /** Reads the seed source once; undefined when there is nothing to wait for (a reset then stays synchronous up to its reseed). */
  prepareSeed(): Promise<void> | undefined {
    if (this.seedSourced || !this.seedSource) return undefined;
    this.seedSourcing ??= this.seedSource().then(
      () => { this.seedSourced = true; },
      () => { this.seedSourced = true; },
    );
    return this.seedSourcing;
  }

  /** Whether restoring this snapshot would reseed some collection (another seed, a missing or older collection). */
  private needsSeed(snapshot: DbSnapshot): boolean {
    if (snapshot.format !== 1 || snapshot.seed !== this.seed) return true;
    return COLLECTION_NAMES.some((name) => snapshot.collections[name]?.version !== definitionOf(name).version);
  }

  usePersistence(adapter: PersistenceAdapter<DbSnapshot>): void {
    this.writer.setAdapter(adapter);
  }

  /** Restores the persisted snapshot if any; stores the seed (or the upgraded snapshot) otherwise. */
  async load(): Promise<void> {
    const adapter = this.writer.getAdapter();
    let persisted: DbSnapshot | null = null;
    try {
      persisted = await adapter.load();
    } catch (error) {
      console.warn('[mocks] 读取已保存的演示数据失败，使用初始数据', error);
    }
    if (!persisted || this.needsSeed(persisted)) await this.prepareSeed();
    let reseeded: CollectionName[] = COLLECTION_NAMES;
    if (persisted) reseeded = this.restore(persisted);
    else this.reseed();
    if (reseeded.length > 0) {
      this.writer.schedule();
      await this.writer.flush();
    }
  }

  /** Writes pending changes now; mutating handlers await this before answering. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  async reset(): Promise<void> {
    const sourcing = this.prepareSeed();
    if (sourcing) await sourcing;
    this.writer.cancel();
    this.reseed();
    this.writer.schedule();
    await this.writer.flush();
  }

  onChange(listener: (name: CollectionName) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(name: CollectionName): void {
    if (this.muted) return;
    this.offSeed.add(name);
    this.snapshots.delete(name);
    this.writer.schedule();
    this.emit(name);
  }

  private emit(name: CollectionName): void {
    for (const listener of this.listeners) listener(name);
  }
}

/** The database every handler uses. */
export const db = new MockDatabase();
