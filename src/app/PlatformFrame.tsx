import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { getRuntimeConfig } from '../core/config/runtimeConfig';
import { useProjectInfo } from '../core/platform/projectInfo';
import { ErrorPanel } from '../ui/ErrorPanel';

/**
 * The frame of the public pages: the platform name from the project-info call, and an error
 * panel with retry when that call fails. (The portal issue replaces it with the portal header.)
 * Plain elements with antd Layout's look (global.css): antd's Layout code would join every route.
 */
export function PlatformFrame() {
  const fallbackName = getRuntimeConfig().platformName;
  const { state, reload } = useProjectInfo(fallbackName);
  const name = state.status === 'ready' ? state.data.name : fallbackName;

  useEffect(() => {
    document.title = name;
  }, [name]);

  return (
    <div className="hpc-frame">
      <header className="hpc-frame-header">
        {/* A plain heading (antd Typography would add its copy/ellipsis machinery to every route). */}
        <h1 className="hpc-frame-title" data-testid="platform-name">
          {name}
        </h1>
      </header>
      <main className="hpc-frame-content">
        {state.status === 'error' ? (
          <ErrorPanel title="平台信息加载失败" detail={state.message} onRetry={reload} />
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
