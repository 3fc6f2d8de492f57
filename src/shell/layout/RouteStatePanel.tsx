import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { RouteNotConfigured } from '../../ui/RouteNotConfigured';
import { StatusPanel } from '../../ui/StatusPanel';
import type { BackstageRoute } from '../resolveBackstageRoute';

export interface RouteStatePanelProps {
  route: Exclude<BackstageRoute, { kind: 'page' }>;
  pathname: string;
}

/** What the content area shows for a back-stage path that is not a page: the user's words for each case. */
export function RouteStatePanel({ route, pathname }: RouteStatePanelProps): ReactNode {
  switch (route.kind) {
    case 'redirect':
      return <Navigate to={route.to} replace />;
    case 'no-permission':
      return <ErrorPanel title="暂无可访问的页面" detail="该账号暂无本平台的角色权限，请联系管理员" />;
    case 'not-open':
      // The menu shows these entries greyed out; opened by their address they say the same in words.
      return <StatusPanel status="info" title={`${route.title}暂未开放`} detail="该功能暂未开放，开放后将出现在菜单中" />;
    case 'not-found':
      return <StatusPanel status="info" title="页面不存在" detail="您访问的地址不存在，请从菜单进入需要的页面" />;
    case 'not-configured':
      return <RouteNotConfigured path={pathname} missing={route.missing} />;
  }
}
