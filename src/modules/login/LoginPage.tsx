import { CloudServerOutlined, DatabaseOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FirstLoginGate } from './FirstLoginGate';
import { LoginForm } from './LoginForm';
import { safeReturnTarget } from './returnTarget';
import { usePlatformName } from './usePlatformName';
import './login.css';

const FEATURES = [
  { icon: <ThunderboltOutlined />, title: '海量算力', text: '高性能集群按需使用，作业提交即算' },
  { icon: <CloudServerOutlined />, title: '应用即服务', text: '行业应用开箱即用，运行状态实时掌握' },
  { icon: <DatabaseOutlined />, title: '数据存储', text: '在线管理作业文件，上传下载一站完成' },
  { icon: <SafetyCertificateOutlined />, title: '安全可靠', text: '账号、组织与权限分级管理' },
] as const;

/**
 * /login (spec §2.1, §4 Login): a centred card on the platform's colours. After signing in the
 * user goes to the `url` query when it is an internal route, else /backstage; a first login
 * first passes the forced password change (spec §4 "Then the first-login confirmation check
 * runs. Then the user is redirected").
 */
export function LoginPage() {
  const platformName = usePlatformName();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeReturnTarget(params.get('url'));

  return (
    <div className="hpc-login" data-testid="login-page">
      <header className="hpc-login-top">
        <span className="hpc-login-logo" aria-hidden="true"><CloudServerOutlined /></span>
        <span className="hpc-login-top-name">{platformName}</span>
        <Link to="/portal/home" className="hpc-login-top-link">返回门户首页</Link>
      </header>

      <main className="hpc-login-card">
        <section className="hpc-login-intro" aria-hidden="true">
          <h1>{platformName}</h1>
          <p className="hpc-login-tagline">澎湃算力 · 云上触手可及</p>
          <ul>
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <span className="hpc-login-feature-icon">{feature.icon}</span>
                <span>
                  <strong>{feature.title}</strong>
                  <small>{feature.text}</small>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="hpc-login-panel">
          <h2>账号登录</h2>
          <p className="hpc-login-welcome">欢迎登录{platformName}</p>
          <LoginForm
            onSignedIn={({ session }) => {
              // A first login stays here: the gate below opens the forced password change.
              if (!session.isFirstLogin) navigate(target, { replace: true });
            }}
          />
          <div className="hpc-login-links">
            <Link to="/register">注册账号</Link>
            <Link to="/forget">忘记密码？</Link>
          </div>
        </section>
      </main>

      <footer className="hpc-login-footer">© {new Date().getFullYear()} {platformName} 版权所有</footer>

      {/* Also covers a reload in the middle of the forced change: the stored flag reopens it. */}
      <FirstLoginGate onChanged={() => navigate(target, { replace: true })} />
    </div>
  );
}
