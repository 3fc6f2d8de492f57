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

/** The one line under a placeholder group's 暂未开放: why it cannot be opened yet. */
export const NOT_OPEN_DETAIL = '该功能尚在规划中，开放后即可从菜单进入';

/** What the content area shows for a back-stage path that is not a page: the user's words for each case. */
export function RouteStatePanel({ route, pathname }: RouteStatePanelProps): ReactNode {
  switch (route.kind) {
    case 'redirect':
      return <Navigate to={route.to} replace />;
    case 'no-permission':
      return <ErrorPanel title="暂无可访问的页面" detail="该账号暂无本平台的角色权限，请联系管理员" />;
    case 'not-open':
      // The menu shows these entries greyed out; opened by their address they say why in words
      // (the line does not repeat the title, and the entry is in the menu already, only not open).
      return <StatusPanel status="info" title={`${route.title}暂未开放`} detail={NOT_OPEN_DETAIL} />;
    case 'not-found':
      return <StatusPanel status="info" title="页面不存在" detail="您访问的地址不存在，请从菜单进入需要的页面" />;
    case 'not-configured':
      return <RouteNotConfigured path={pathname} missing={route.missing} />;
  }
}
