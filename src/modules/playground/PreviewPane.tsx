/**
 * The live preview: the real schema renderer (src/renderer/SchemaPage) with the edited config,
 * against whatever backend the build talks to (the mocks in a demo build). Remounted per accepted
 * version; a config that makes the renderer throw shows the error panel, never a blank area.
 */
import { lazy, Suspense } from 'react';
import type { PageConfig } from '../../pageLanguage/pageConfig';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import { StatusPanel } from '../../ui/StatusPanel';

const SchemaPage = lazy(() => import('../../renderer/SchemaPage'));

/** The edited page to draw, or why it cannot be drawn (a family or action the contract lacks). */
export type PreviewState = { pageId: string; version: number } & ({ config: PageConfig } | { problem: string });

export function PreviewPane({ preview, onRetry }: { preview: PreviewState | null; onRetry: () => void }) {
  if (!preview) return <div className="hpc-playground-preview-empty"><Spinner /></div>;
  if ('problem' in preview) {
    // 重试 reads the shipped families again (a family added under schemas/families meanwhile).
    return <ErrorPanel title="预览无法显示：接口族未声明" detail={preview.problem} onRetry={onRetry} />;
  }
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
