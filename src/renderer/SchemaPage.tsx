/**
 * Entry of the schema renderer (its own lazy chunk, loaded by the shell's PageHost for every
 * kind other than "module"): loads the page's entity and draws the page by kind. Each kind's
 * renderer is a chunk of its own (pageKinds.ts), so a list route never downloads the detail code or echarts.
 */
import { Suspense } from 'react';
import { useAsyncData } from '../core/async/useAsyncData';
import type { EntitySchema } from '../pageLanguage/entity';
import { loadEntity, peekEntity } from '../pageLanguage/entityLoader';
import type { PageConfig } from '../pageLanguage/pageConfig';
import { DeveloperFaultPanel } from '../ui/DeveloperFaultPanel';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { BlocksPage, DashboardPage, DetailPage, FormPage, ListPage } from './pageKinds';

type SchemaPageConfig = Exclude<PageConfig, { kind: 'module' }>;

const fallback = <div style={{ padding: 48, textAlign: 'center' }}><Spinner /></div>;

export default function SchemaPage({ pageId, config }: { pageId: string; config: SchemaPageConfig }) {
  const entityName = config.kind === 'dashboard' || config.kind === 'blocks' ? null : config.entity;
  // An entity loaded already (at boot, or by an earlier page) is used at once, without a loading round.
  const known = entityName ? peekEntity(entityName) : null;
  const { state: loaded, reload } = useAsyncData<EntitySchema | null>(known === undefined ? `${pageId}:${entityName ?? ''}` : null, async () => (entityName ? loadEntity(entityName) : null));
  const state = known === undefined ? loaded : { status: 'ready' as const, data: known };
  if (state.status === 'loading') return fallback;
  if (state.status === 'error') return <ErrorPanel title="页面配置加载失败" detail={state.message} onRetry={reload} />;
  return <Suspense fallback={fallback}>{renderPage(pageId, config, state.data)}</Suspense>;
}

function renderPage(pageId: string, config: SchemaPageConfig, entity: EntitySchema | null) {
  if (config.kind === 'dashboard') return <DashboardPage key={pageId} pageId={pageId} config={config} />;
  if (config.kind === 'blocks') return <BlocksPage key={pageId} pageId={pageId} config={config} />;
  // Every other kind names an entity, loaded above.
  if (!entity) return <DeveloperFaultPanel title="页面配置加载失败" detail={`页面 ${pageId} 缺少实体`} />;
  switch (config.kind) {
    case 'list':
      return <ListPage key={pageId} pageId={pageId} config={config} entity={entity} />;
    case 'detail':
      return <DetailPage key={pageId} pageId={pageId} config={config} entity={entity} />;
    case 'form':
      return <FormPage key={pageId} pageId={pageId} config={config} entity={entity} />;
  }
}
