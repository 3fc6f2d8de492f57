/**
 * docs/behaviour §7: the account-service prefix `/api/aam/` is rewritten with the server name stored
 * at login (`aamName`), since person, company and user variants of the service exist.
 */
const ACCOUNT_SERVICE_PREFIX = /^\/api\/aam(?=\/)/;

export function rewriteAccountServicePrefix(path: string, aamName: string | null | undefined): string {
  const name = aamName?.trim();
  if (!name || !/^[\w-]+$/.test(name)) return path; // never splice an odd stored value into a URL
  return path.replace(ACCOUNT_SERVICE_PREFIX, `/api/${name}`);
}
