import { Result, Typography } from 'antd';

export interface RouteNotConfiguredProps {
  path: string;
  /** Which configuration is missing, e.g. the menu entry or the page schema file. */
  missing: string;
}

/** An explicit state for a route that no page configuration serves yet: nothing pretends to be finished. */
export function RouteNotConfigured({ path, missing }: RouteNotConfiguredProps) {
  return (
    <Result
      status="info"
      title="页面未配置"
      subTitle={
        <>
          <div>
            路由 <Typography.Text code>{path}</Typography.Text> 还没有对应的页面配置。
          </div>
          <div>
            缺少：<Typography.Text code>{missing}</Typography.Text>
          </div>
        </>
      }
    />
  );
}
