import { memo, Suspense } from 'react';
import { resolveModule, subAppRegistryFile, type ResolvedModule } from '../modules/registry';
import type { PageConfig } from '../pageLanguage/pageConfig';
import { loadPageConfig, pageConfigPath } from '../pageLanguage/pageConfigLoader';
import { ErrorPanel } from '../ui/ErrorPanel';
import { RouteNotConfigured } from '../ui/RouteNotConfigured';
import { Spinner } from '../ui/Spinner';
import { useAsyncData } from '../core/async/useAsyncData';
import { knownPageConfig, rememberPageConfig } from './pageConfigCache';
import { SchemaPage } from './schemaPageChunk';

const pageFallback = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spinner />
  </div>
);

/**
 * The one path every back-stage route goes through: page id → schemas/pages/<id>.json →
 * a hand-written module (kind "module") or the schema renderer (list, detail, form, dashboard).
 * Memoised: the page itself follows its location (a query change re-renders the page, not this).
 */
export const PageHost = memo(function PageHost({ pageId, path }: { pageId: string; path: string }) {
  // A schema page's config loaded already (at boot, or by an earlier visit) renders at once; a
  // module page also needs its sub-app's registry chunk, so it always goes through the load.
  const known = knownPageConfig(pageId);
  const ready = known !== undefined && known.kind !== 'module' ? known : undefined;
  const { state, reload } = useAsyncData<{ config: PageConfig | null; resolved: ResolvedModule | null }>(ready ? null : pageId, async () => {
    const config = await loadPageConfig(pageId);
    if (config) rememberPageConfig(pageId, config);
    // A module page also needs its sub-app's registry chunk (docs/behaviour §2.6).
    const resolved = config?.kind === 'module' ? await resolveModule(config.module, path) : null;
    return { config, resolved };
  });
  const loaded = ready ? { status: 'ready' as const, data: { config: ready, resolved: null } } : state;

  if (loaded.status === 'loading') return pageFallback;
  if (loaded.status === 'error') {
    return <ErrorPanel title="页面配置加载失败" detail={loaded.message} onRetry={reload} />;
  }
  const { config, resolved } = loaded.data;
  if (!config) return <RouteNotConfigured path={path} missing={pageConfigPath(pageId)} />;
  if (config.kind !== 'module') {
    return (
      <Suspense fallback={pageFallback}>
        <SchemaPage pageId={pageId} config={config} />
      </Suspense>
    );
  }
  const Module = resolved?.Module;
  if (!resolved || !Module) {
    const file = resolved ? subAppRegistryFile[resolved.group] : 'src/modules/registry.ts';
    return <RouteNotConfigured path={path} missing={`${file} 中的模块 "${config.module}"`} />;
  }
  return (
    <Suspense fallback={pageFallback}>
      <Module {...(config.props ?? {})} />
    </Suspense>
  );
});
