/**
 * The CRUD mock families: each pairs a page config's endpoint family and entity with a mock
 * collection. Adding a generated page's mock = one entry here plus its collection in
 * mocks/store/schema.ts (the type below keeps both in step).
 */
import type { EntitySchema } from '../../src/schema/entity';
import type { ListPageConfig } from '../../src/schema/pageConfig';
import customerEntity from '../../schemas/entities/customer.json';
import customerVisitEntity from '../../schemas/entities/customer-visit.json';
import customerInfoPage from '../../schemas/pages/operation-center/customer/customer-info.json';
import customerVisitPage from '../../schemas/pages/operation-center/customer/customer-visit.json';
import type { CrudFamily } from './crudHandlers';

export type CrudCollectionName = 'customers' | 'customerVisits';

// JSON imports are typed by their literal content; the lint step validates them against the meta-schemas.
const entity = (json: unknown) => json as EntitySchema;
const page = (json: unknown) => json as ListPageConfig;

export const crudFamilies: CrudFamily[] = [
  { collection: 'customers', entity: entity(customerEntity), endpoint: page(customerInfoPage).endpoint, unique: ['name'] },
  { collection: 'customerVisits', entity: entity(customerVisitEntity), endpoint: page(customerVisitPage).endpoint },
];
