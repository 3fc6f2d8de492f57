import { Link, useLocation } from 'react-router-dom';

/** A portal address that names no page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="portal-state portal-state-error" role="alert">
      <h1 className="portal-state-title">页面不存在</h1>
      <span className="portal-state-detail">地址 {pathname} 没有对应的门户页面</span>
      <Link className="portal-btn portal-btn-primary" to="/portal/home">
        返回门户首页
      </Link>
    </div>
  );
}
