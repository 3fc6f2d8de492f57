import type { SeedHint } from '../../src/pageLanguage/entity';
import type { FieldSpec } from './fieldSpec.mjs';

export type TitleKind = 'remark' | 'email' | 'phone' | 'picture' | 'company' | 'organisation' | 'study' | 'department' | 'city' | 'person' | 'address' | 'code' | 'name';
export function titleKind(title: string): TitleKind | undefined;
export function seedHintFor(spec: Pick<FieldSpec, 'key' | 'field'>, specs: readonly Pick<FieldSpec, 'key' | 'field'>[]): SeedHint | undefined;
