import type { Faker } from '@faker-js/faker';
import type { Entity, IdKind, NewRecord } from './collection';
import type { MockCollections } from './schema';

/** What a seeder may use: its own seeded faker and the seeded records of other collections. */
export interface SeedContext {
  /** zh_CN faker seeded from the database seed and the collection name. */
  faker: Faker;
  /** Fixed reference "now" for relative dates (see SEED_REF_DATE). */
  refDate: Date;
  /** Seeded records of another collection (seeded on demand, so definition order is free). */
  get<K extends keyof MockCollections>(name: K): readonly MockCollections[K][];
}

/**
 * One collection of the mock database. To add a collection: write a definition next to the
 * others in `seeds/`, then add its record type to `MockCollections` and the definition to
 * `collectionDefinitions` in `schema.ts` (the compiler insists on both).
 */
export interface CollectionDefinition<T extends Entity> {
  idKind: IdKind;
  /**
   * Bump when the seed or the record shape changes: a persisted copy with another version is
   * dropped and reseeded on load instead of feeding stale records to new handlers.
   */
  version: number;
  seed(ctx: SeedContext): NewRecord<T>[];
}

/** Mainland mobile number 1[3-9]xxxxxxxxx (faker's zh_CN phone numbers are landlines). */
export function mobileNumber(faker: Faker): string {
  return `1${faker.helpers.arrayElement(['3', '4', '5', '6', '7', '8', '9'])}${faker.string.numeric(9)}`;
}
