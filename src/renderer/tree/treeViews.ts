/**
 * A tree page's trees (pageConfig.ts TreeView): which the caller may see, and the page's config
 * with one tree's read in place of the family's `tree` call.
 */
import type { ListPageConfig, TreeConfig, TreeView } from '../../pageLanguage/pageConfig';

export function visibleTreeViews(views: readonly TreeView[], codes: readonly string[]): TreeView[] {
  return views.filter((view) => view.grants === null || view.grants.some((code) => codes.includes(code)));
}

const configs = new WeakMap<ListPageConfig, Map<string, ListPageConfig>>();

/** The page's config reading `view`'s tree; one object per page and tree, so the tree's setup is built once. */
export function treeViewConfig<C extends ListPageConfig & { tree: TreeConfig }>(config: C, view: TreeView): C {
  let byView = configs.get(config);
  if (!byView) configs.set(config, (byView = new Map()));
  let shown = byView.get(view.key);
  if (!shown) {
    const verbs = config.endpoint.verbs.includes('tree') ? config.endpoint.verbs : [...config.endpoint.verbs, 'tree' as const];
    shown = { ...config, endpoint: { ...config.endpoint, verbs, routes: { ...config.endpoint.routes, tree: view.tree } } };
    byView.set(view.key, shown);
  }
  return shown as C;
}
