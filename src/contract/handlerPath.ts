/** A family path ("/api/aam/v1/mgmt/role/{id}") as an msw path ("*\/api/:aam/v1/mgmt/role/:id"), as the mock handlers register it. */
export function handlerPath(path: string): string {
  return `*${path.replace(/^\/api\/aam\//, '/api/:aam/').replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1')}`;
}
