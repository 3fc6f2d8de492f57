/**
 * Pure facts helpers (no file system), shared by sourceFacts.mjs and the playground's in-browser
 * lint: the sub-app serving a menu path, and matchers of the API paths the mocks serve.
 */

function matchesPrefix(hash, prefix) {
  if (!hash.startsWith(prefix)) return false;
  if (prefix.endsWith('/')) return true;
  const next = hash.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/**
 * The sub-app serving a back-stage menu path — activeSubApp() for the paths a menu holds (the
 * root, sign-in and portal routes never appear in menu.json). A unit test keeps them in step.
 */
export function subAppOfMenuPath(rules, path) {
  const hash = `#${path}`;
  if (rules.portalPrefixes.some((prefix) => matchesPrefix(hash, prefix))) return 'portal';
  if (rules.userManagementPages.some((page) => matchesPrefix(hash, `${rules.userManagementPrefix}${page}`))) return 'user-management';
  return 'components';
}

/** The mocks' API paths as matchers: msw's `:param` is one segment, `*` anything. */
export function mockPathMatchers(paths) {
  return paths.map((path) => ({
    path,
    test: new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+').replace(/\*/g, '.*')}$`),
  }));
}
