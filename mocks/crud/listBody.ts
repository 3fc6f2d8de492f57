/**
 * A list call's query: the URL's parameters, and for a family whose list is a POST (the platform's
 * `POST workorder/page`) the JSON body's fields as well — the console sends the same paging, sort
 * and filters there.
 */
import { readJsonObject } from '../handlers/respond';

export async function listQueryUrl(request: Request): Promise<URL> {
  const url = new URL(request.url);
  if (request.method !== 'POST') return url;
  const body = (await readJsonObject(request)) ?? {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null && typeof value !== 'object') url.searchParams.set(key, String(value));
  }
  return url;
}
