/**
 * The one matching rule of spec calls against operations, shared by the contract test (through
 * specCalls.ts) and the audit script (plain node, no build step): method equal, path equal
 * segment by segment, any `{name}` segment equal to any other. The specification writes every
 * path parameter as {id}; OpenAPI and the families name them {groupId}, {pageId}, {value}…
 */

const PLACEHOLDER = /^\{[^{}/]+\}$/;

/** Path segments with every placeholder made `{}`, and no query string or trailing slash. */
export function pathShape(path) {
  const bare = path.split('?')[0].replace(/\/+$/, '');
  return bare.split('/').map((segment) => (PLACEHOLDER.test(segment) ? '{}' : segment));
}

/** True when the operation `method path` is the call: same method, same shape of path. */
export function matchesOperation(call, method, path) {
  if (call.method !== method.toUpperCase()) return false;
  const wanted = pathShape(call.path);
  const given = pathShape(path);
  return wanted.length === given.length && wanted.every((segment, index) => segment === given[index]);
}

/** `METHOD shape`: equal for two calls exactly when they match each other. */
export function operationKey(method, path) {
  return `${method.toUpperCase()} ${pathShape(path).join('/')}`;
}
