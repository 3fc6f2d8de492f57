/**
 * The CRUD mock families, discovered from the page configs (DESIGN.md §6): every list, detail
 * or form page with an entity and an endpoint family is served. Pages sharing a base (a list and
 * its detail) merge their verbs and custom actions; their entity must be the same (lint checks).
 */
import type { CustomAction } from '../../src/pageLanguage/actions';
import type { EndpointFamily, EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { PageConfig, TreeConfig } from '../../src/pageLanguage/pageConfig';
import { crudCollectionName, crudEntities, type CrudCollectionName } from './crudCollections';

export interface CrudFamily {
  collection: CrudCollectionName;
  entity: EntitySchema;
  endpoint: EndpointFamily;
  /** Field the status route writes: the key of the page's switch column (default "status"). */
  statusField: string;
  /** Custom actions of every page on this family, each served from its `effect`. */
  actions: CustomAction[];
  /** Field the reorder route writes: the list page's `orderKey` (default "orderIndex"). */
  orderKey: string;
  /** The list page's `tree`: nodes nest by its parent key (tree / children verbs, delete and reorder rules). */
  tree?: TreeConfig;
}

const pageFiles = import.meta.glob<PageConfig>('../../schemas/pages/**/*.json', { eager: true, import: 'default' });

function switchKey(config: PageConfig): string | undefined {
  return config.kind === 'list' ? config.columns.find((column) => column.switch)?.key : undefined;
}

function orderKeyOf(config: PageConfig): string | undefined {
  return config.kind === 'list' ? config.orderKey : undefined;
}

function customActions(config: PageConfig): CustomAction[] {
  if (config.kind !== 'list') return [];
  return [...(config.toolbar ?? []), ...(config.rowActions ?? [])].filter((a): a is CustomAction => a.type === 'custom');
}

/** Families from the given page configs (exported for tests). */
export function discoverFamilies(pages: readonly PageConfig[], entities: ReadonlyMap<string, EntitySchema>): CrudFamily[] {
  const byBase = new Map<string, CrudFamily>();
  for (const config of pages) {
    if (config.kind !== 'list' && config.kind !== 'detail' && config.kind !== 'form') continue;
    const entity = entities.get(config.entity);
    if (!entity) throw new Error(`页面引用的实体 ${config.entity} 不存在（schemas/entities/${config.entity}.json）`);
    const known = byBase.get(config.endpoint.base);
    if (!known) {
      byBase.set(config.endpoint.base, {
        collection: crudCollectionName(entity.$id),
        entity,
        endpoint: { ...config.endpoint, verbs: [...config.endpoint.verbs] },
        statusField: switchKey(config) ?? 'status',
        actions: customActions(config),
        orderKey: orderKeyOf(config) ?? 'orderIndex',
        tree: config.kind === 'list' ? config.tree : undefined,
      });
      continue;
    }
    const verbs = new Set<EndpointVerb>([...known.endpoint.verbs, ...config.endpoint.verbs]);
    known.endpoint = { ...known.endpoint, verbs: [...verbs], routes: { ...config.endpoint.routes, ...known.endpoint.routes } };
    known.statusField = switchKey(config) ?? known.statusField;
    known.orderKey = orderKeyOf(config) ?? known.orderKey;
    if (config.kind === 'list' && config.tree) known.tree = config.tree;
    const names = new Set(known.actions.map((a) => `${a.endpoint.method} ${a.endpoint.path}`));
    known.actions.push(...customActions(config).filter((a) => !names.has(`${a.endpoint.method} ${a.endpoint.path}`)));
  }
  return [...byBase.values()];
}

export const crudFamilies: CrudFamily[] = discoverFamilies(Object.values(pageFiles), crudEntities);
