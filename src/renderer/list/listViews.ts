/**
 * A list page's named views (`views`, ListViewDeclaration): which of them a caller sees, which one
 * an address shows, and the page as that view shows it — the same columns, filters and actions
 * over the view's list and export calls, with its fixed filter added. The chosen view travels in
 * the address (`?view=<key>`) with the rest of the list state (listState.ts).
 */
import type { PermissionCodes } from '../../core/menu';
import type { ListPageConfig, ListView } from '../../pageLanguage/pageConfig';

/** The address parameter naming the view (a reserved list query name, see listState.ts). */
export const VIEW_PARAM = 'view';

const holdsOne = (grants: string[] | null, codes: PermissionCodes) => grants === null || grants.some((code) => codes.includes(code));

/** The views the caller holds a grant of, in the page's order. */
export function visibleViews(config: ListPageConfig, codes: PermissionCodes): ListView[] {
  return (config.views ?? []).filter((view) => holdsOne(view.grants, codes));
}

/** Whether the caller may export in this view: the view's export operation's grants, when it has one. */
export function mayExportIn(view: ListView | undefined, codes: PermissionCodes): boolean {
  return view === undefined || holdsOne(view.exportGrants, codes);
}

/**
 * The view an address asks for (`requested`), among those shown; the first shown one when it
 * names none of them (a bare address, a view the caller does not see, a hand-edited name). A
 * caller who sees none gets the page's first view: its calls answer for themselves (403).
 */
export function chooseView(config: ListPageConfig, shown: readonly ListView[], requested: string | null): ListView | undefined {
  return shown.find((view) => view.key === requested) ?? shown[0] ?? config.views?.[0];
}

/** The `?view=` of a query string. */
export function requestedView(search: string): string | null {
  return new URLSearchParams(search).get(VIEW_PARAM);
}

/** Each page config's view configs, built once (the list's setup is cached per config object). */
const viewConfigs = new WeakMap<ListPageConfig, Map<string, ListPageConfig>>();
/** The view a config built here shows, and the key a bare address shows. */
const shownViews = new WeakMap<ListPageConfig, { key: string; defaultKey: string }>();

/**
 * The page as `view` shows it: the view's list and export routes in the family's place, its
 * scope added to the page's. The summary counts what the family's own list reads, so a view with
 * its own list has none.
 */
export function configForView(config: ListPageConfig, view: ListView | undefined): ListPageConfig {
  if (!view) return config;
  let byKey = viewConfigs.get(config);
  if (!byKey) viewConfigs.set(config, (byKey = new Map()));
  const known = byKey.get(view.key);
  if (known) return known;
  const routes = { ...config.endpoint.routes };
  if (view.list) routes.list = view.list;
  if (view.export) routes.export = view.export;
  const shown: ListPageConfig = { ...config, endpoint: { ...config.endpoint, routes } };
  if (view.scope) shown.scope = { ...config.scope, ...view.scope };
  if (view.list) delete shown.summary;
  byKey.set(view.key, shown);
  shownViews.set(shown, { key: view.key, defaultKey: config.views?.[0]?.key ?? view.key });
  return shown;
}

/** The view a config from configForView shows (and the page's default one); undefined for a page without views. */
export function shownView(config: ListPageConfig): { key: string; defaultKey: string } | undefined {
  return shownViews.get(config);
}

/** The page as the address shows it to this caller. */
export function configForAddress(config: ListPageConfig, codes: PermissionCodes, search: string): ListPageConfig {
  if (!config.views) return config;
  return configForView(config, chooseView(config, visibleViews(config, codes), requestedView(search)));
}
