import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../src/pageLanguage/pageConfig';
import type { FieldSpec } from './fieldSpec.mjs';

export function buildEntity(options: { entity: string; entityTitle: string; fields: FieldSpec[] }): EntitySchema;
export function buildListPage(options: { pageId: string; entity: string; permissionPrefix: string; fields: FieldSpec[] }): ListPageConfig;
export function buildSeedModule(options: { entity: string; count: number }): string;
