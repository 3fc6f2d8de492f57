import { useEffect } from 'react';
import { PAGE_NOT_AVAILABLE, reportDeveloperDetail } from '../core/feedback/developerFault';
import { StatusPanel } from './StatusPanel';

export interface RouteNotConfiguredProps {
  path: string;
  /** Which configuration is missing, e.g. the menu entry or the page schema file: for the console only. */
  missing: string;
}

/** The panel's title: what a user reads, in the words the placeholder groups use (资金暂未开放). */
export const ROUTE_NOT_CONFIGURED_TITLE = '页面暂未开放';

/**
 * An explicit state for a route that no page configuration serves yet: nothing pretends to be
 * finished. The user reads that the page is not open; which file or entry is missing goes to the
 * console, where a developer looks.
 */
export function RouteNotConfigured({ path, missing }: RouteNotConfiguredProps) {
  useEffect(() => {
    reportDeveloperDetail(`路由 ${path} 还没有对应的页面配置，缺少：${missing}`);
  }, [path, missing]);
  return <StatusPanel status="info" title={ROUTE_NOT_CONFIGURED_TITLE} detail={PAGE_NOT_AVAILABLE} />;
}
