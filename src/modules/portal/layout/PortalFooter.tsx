import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { resolveProjectInfo } from '../../../core/config/projectInfo';
import { useOperationQuery } from '../../../renderer/data/operationQueries';

/**
 * The platform's name, links and copyright under every portal page. The project-info call (oauth
 * get-project-info, the login page's cache entry) is quiet (no overlay, no toast): the footer reads fine with the configured name meanwhile.
 */
export function PortalFooter({ name }: { name: string }) {
  const fallback = getRuntimeConfig().platformName;
  const { state } = useOperationQuery('oauth', 'get-project-info', undefined, { loading: false, silent: true });
  const project = state.status === 'ready' ? resolveProjectInfo(state.data, fallback) : null;
  return (
    <footer className="portal-footer">
      <div className="portal-footer-inner">
        <div className="portal-footer-brand">
          <strong>{name}</strong>
          <span>面向科研与产业的高性能计算云服务</span>
        </div>
        <nav className="portal-footer-links" aria-label="页脚导航">
          <Link to="/portal/about">关于我们</Link>
          <Link to="/portal/appStore">应用商店</Link>
          <Link to="/portal/cloudMarket">云市场</Link>
          <Link to="/portal/workorder">资源申请</Link>
          <Link to="/category">行业应用</Link>
        </nav>
        <p className="portal-footer-copy">{project?.copyright ?? `© ${new Date().getFullYear()} ${fallback}`}</p>
      </div>
    </footer>
  );
}
