/**
 * The renderer of each schema page kind, a chunk each (a list route never downloads the detail
 * code or echarts). Its own small module so the boot preload of the route in the address
 * (src/app/preloadRoute.ts) can start the kind's chunk as soon as the page config is known,
 * without waiting for the SchemaPage chunk first.
 */
import { lazyPreloadable } from '../core/async/lazyPreloadable';
import type { PageConfig } from '../pageLanguage/pageConfig';

export const ListPage = lazyPreloadable(() => import('./list/ListPage').then((m) => m.ListPage));
export const DetailPage = lazyPreloadable(() => import('./detail/DetailPage').then((m) => m.DetailPage));
export const FormPage = lazyPreloadable(() => import('./formPage/FormPage').then((m) => m.FormPage));
export const DashboardPage = lazyPreloadable(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));
export const BlocksPage = lazyPreloadable(() => import('./blocks/BlocksPage').then((m) => m.BlocksPage));

/** Loads the renderer of a page kind ahead of its first render. */
export function preloadPageKind(kind: Exclude<PageConfig, { kind: 'module' }>['kind']): Promise<unknown> {
  return { list: ListPage, detail: DetailPage, form: FormPage, dashboard: DashboardPage, blocks: BlocksPage }[kind].preload();
}
