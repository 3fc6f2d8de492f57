import { CloudServerOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePlatformName } from '../login/usePlatformName';
import '../login/login.css';
import './register.css';

/** The sign-in family's page: the login screen's backdrop and top bar around one centred card. */
export function AuthShell({ title, subtitle, children, testId }: { title: string; subtitle: string; children: ReactNode; testId: string }) {
  const platformName = usePlatformName();
  return (
    <div className="hpc-login" data-testid={testId}>
      <header className="hpc-login-top">
        <span className="hpc-login-logo" aria-hidden="true">
          <CloudServerOutlined />
        </span>
        <span className="hpc-login-top-name">{platformName}</span>
        <Link to="/portal/home" className="hpc-login-top-link">
          返回门户首页
        </Link>
      </header>
      <main className="hpc-login-card hpc-auth-card">
        <section className="hpc-login-panel">
          <h1 className="hpc-auth-title">{title}</h1>
          <p className="hpc-login-welcome">{subtitle}</p>
          {children}
        </section>
      </main>
      <footer className="hpc-login-footer">
        © {new Date().getFullYear()} {platformName} 版权所有
      </footer>
    </div>
  );
}
