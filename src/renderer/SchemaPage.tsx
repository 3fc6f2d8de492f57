/**
 * Entry of the schema renderer (its own lazy chunk, loaded by the shell's PageHost for every
 * kind other than "module"): loads the page's entity and draws the page by kind.
 */
import { Spin } from 'antd';
import { useAsyncData } from '../core/async/useAsyncData';
import type { EntitySchema } from '../schema/entity';
import { loadEntity } from '../schema/entityLoader';
import type { PageConfig } from '../schema/pageConfig';
import { ErrorPanel } from '../ui/ErrorPanel';
import { ListPage } from './list/ListPage';

type SchemaPageConfig = Exclude<PageConfig, { kind: 'module' }>;

export default function SchemaPage({ pageId, config }: { pageId: string; config: SchemaPageConfig }) {
  const entityName = config.kind === 'dashboard' ? null : config.entity;
  const { state, reload } = useAsyncData<EntitySchema | null>(`${pageId}:${entityName ?? ''}`, async () => (entityName ? loadEntity(entityName) : null));
  if (state.status === 'loading') return <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;
  if (state.status === 'error') return <ErrorPanel title="页面配置加载失败" detail={state.message} onRetry={reload} />;
  if (config.kind === 'list' && state.data) return <ListPage key={pageId} pageId={pageId} config={config} entity={state.data} />;
  // Detail, form and dashboard renderers are the next steps of the schema engine (issue 4).
  return <ErrorPanel title="该页面类型暂未支持" detail={`页面 ${pageId} 的类型 "${config.kind}" 还没有渲染器`} />;
}
