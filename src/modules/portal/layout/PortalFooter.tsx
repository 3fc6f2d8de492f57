import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { useProjectInfo } from '../../../core/platform/projectInfo';

/** The platform's name, service contacts and copyright under every portal page. */
export function PortalFooter({ name }: { name: string }) {
  const { state } = useProjectInfo(getRuntimeConfig().platformName);
  const project = state.status === 'ready' ? state.data : null;
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
        <p className="portal-footer-copy">{project?.copyright ?? `© ${new Date().getFullYear()} ${name}`}</p>
      </div>
    </footer>
  );
}
