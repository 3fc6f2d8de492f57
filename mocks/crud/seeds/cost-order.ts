import type { CollectionDefinition } from '../../store/definition';
import type { CrudRecord } from '../crudRecord';

/**
 * Empty on purpose: the cost-order family is answered from the expense centre's one ledger by
 * mocks/handlers/costManage.ts (registered before the generated CRUD handlers), never from
 * a copy of its own.
 */
const emptySeed: CollectionDefinition<CrudRecord> = { idKind: 'number', version: 1, seed: () => [] };

export default emptySeed;
