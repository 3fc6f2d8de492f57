import { StatusPanel } from './StatusPanel';

export interface RouteNotConfiguredProps {
  path: string;
  /** Which configuration is missing, e.g. the menu entry or the page schema file. */
  missing: string;
}

/** An explicit state for a route that no page configuration serves yet: nothing pretends to be finished. */
export function RouteNotConfigured({ path, missing }: RouteNotConfiguredProps) {
  return (
    <StatusPanel
      status="info"
      title="页面未配置"
      detail={
        <>
          <div>
            路由 <code>{path}</code> 还没有对应的页面配置。
          </div>
          <div>
            缺少：<code>{missing}</code>
          </div>
        </>
      }
    />
  );
}
