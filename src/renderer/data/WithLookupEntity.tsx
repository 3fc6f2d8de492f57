import type { ReactNode } from 'react';
import type { EntitySchema } from '../../pageLanguage/entity';
import { useLookupEntity } from './useLookup';

/**
 * Draws `children` with the entity whose lookup fields among `keys` carry their loaded options.
 * Its own chunk: a page whose fields hold no other family's records never loads the lookup code.
 */
export default function WithLookupEntity({ entity, keys, children }: { entity: EntitySchema; keys: readonly string[]; children: (entity: EntitySchema) => ReactNode }) {
  return children(useLookupEntity(entity, keys));
}
