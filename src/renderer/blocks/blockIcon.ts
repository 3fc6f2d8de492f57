/**
 * A card's picture: the address of an operation answering an image (a public call: an <img>
 * sends no token), its path parameters filled from the item. The family's declaration is a
 * static chunk, loaded once.
 */
import { useQuery } from '@tanstack/react-query';
import { readPath } from '../../contract/readPath';
import { resolveApiUrl } from '../../core/config/runtimeConfig';
import { queryClient } from '../../core/query/queryClient';
import type { BlockCall } from '../../pageLanguage/blocks';
import type { FamilyDeclaration } from '../../pageLanguage/family';
import { loadFamily } from '../../pageLanguage/familyLoader';
import { operationNamed, operationPath } from '../../pageLanguage/operationPaths';

/** The picture's address for an item; null when the item lacks a value its path needs. */
export function iconUrl(family: FamilyDeclaration, icon: BlockCall, item: unknown): string | null {
  const operation = operationNamed(family, icon.operation);
  if (!operation) return null;
  let path = operationPath(family, operation);
  const query = new URLSearchParams();
  for (const [param, field] of Object.entries(icon.params ?? {})) {
    const value = readPath(item, field);
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    if (path.includes(`{${param}}`)) path = path.replace(`{${param}}`, encodeURIComponent(String(value)));
    else query.set(param, String(value));
  }
  const search = query.toString();
  return resolveApiUrl(search ? `${path}?${search}` : path);
}

/** A family's declaration, for calls resolved where they are made (undefined while it loads, or when not wanted). */
export function useFamilyDeclaration(name: string, wanted = true): FamilyDeclaration | undefined {
  const family = useQuery({ queryKey: ['family-declaration', name], queryFn: async () => (await loadFamily(name)) ?? null, enabled: wanted, staleTime: Infinity }, queryClient);
  return family.data ?? undefined;
}
