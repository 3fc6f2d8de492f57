/**
 * The live preview: the real schema renderer (src/renderer/SchemaPage) with the edited config,
 * against whatever backend the build talks to (the mocks in a demo build). Remounted per accepted
 * version; a config that makes the renderer throw shows the error panel, never a blank area.
 */
import { lazy, Suspense } from 'react';
import type { PageConfig } from '../../pageLanguage/pageConfig';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Spinner } from '../../ui/Spinner';
import { StatusPanel } from '../../ui/StatusPanel';

const SchemaPage = lazy(() => import('../../renderer/SchemaPage'));

export interface PreviewState {
  pageId: string;
  config: PageConfig;
  version: number;
}

export function PreviewPane({ preview }: { preview: PreviewState | null }) {
  if (!preview) return <div className="hpc-playground-preview-empty"><Spinner /></div>;
  const { config, pageId, version } = preview;
  if (config.kind === 'module') {
    return <StatusPanel status="info" title="模块页不在此预览" detail={`kind 为 "module" 的页面由手写模块“${config.module}”绘制，打开它的菜单路由查看。`} />;
  }
  const key = `${pageId}#${version}`;
  return (
    <ErrorBoundary resetKey={key} scope="playground-preview">
      <Suspense fallback={<div className="hpc-playground-preview-empty"><Spinner /></div>}>
        <div className="hpc-playground-preview-page" data-version={version}>
          <SchemaPage key={key} pageId={`playground/${pageId}`} config={config} />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
