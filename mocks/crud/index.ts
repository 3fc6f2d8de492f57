import { createCrudHandlers } from './crudHandlers';
import { crudFamilies } from './families';

/** Every generated CRUD handler (registered in mocks/handlers/index.ts). */
export const crudHandlers = crudFamilies.flatMap(createCrudHandlers);
