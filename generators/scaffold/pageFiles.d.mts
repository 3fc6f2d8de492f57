import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import type { ListPageDeclaration } from '../../src/pageLanguage/pageConfig';
import type { FieldSpec } from './fieldSpec.mjs';

export function buildEntity(options: { entity: string; entityTitle: string; fields: FieldSpec[]; count?: number }): EntitySchema;
export function buildFamily(options: { entity: string; entityTitle: string; title: string; fields: FieldSpec[]; permissionPrefix: string }): FamilyDeclaration;
export function buildListPage(options: { pageId: string; entity: string; permissionPrefix: string; fields: FieldSpec[] }): ListPageDeclaration;
