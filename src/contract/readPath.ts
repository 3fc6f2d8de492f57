/**
 * Reads a dot path ("data.records") from a response body. An empty path is the body itself.
 * Plain property access only: response mappings come from schemas and are never evaluated.
 */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
