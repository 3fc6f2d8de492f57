import { CloudServerOutlined, DatabaseOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FirstLoginGate } from './FirstLoginGate';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { safeReturnTarget } from './returnTarget';
import { usePlatformName } from './usePlatformName';
import './login.css';
import '../register/register.css';

const FEATURES = [
  { icon: <ThunderboltOutlined />, title: '海量算力', text: '高性能集群按需使用，作业提交即算' },
  { icon: <CloudServerOutlined />, title: '应用即服务', text: '行业应用开箱即用，运行状态实时掌握' },
  { icon: <DatabaseOutlined />, title: '数据存储', text: '在线管理作业文件，上传下载一站完成' },
  { icon: <SafetyCertificateOutlined />, title: '安全可靠', text: '账号、组织与权限分级管理' },
] as const;

/**
 * /login (docs/behaviour §2.1, §4 Login): a centred card on the platform's colours. After signing in the
 * user goes to the `url` query when it is an internal route, else /backstage; a first login
 * first passes the forced password change (docs/behaviour §4 "Then the first-login confirmation check
 * runs. Then the user is redirected").
 */
export function LoginPage() {
  const platformName = usePlatformName();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeReturnTarget(params.get('url'));
  const [tab, setTab] = useState<'password' | 'sms'>('password');
  // A phone just registered or reset (/register, /forget) arrives as the account name.
  const state: unknown = useLocation().state;
  const username = typeof state === 'object' && state !== null && typeof (state as { username?: unknown }).username === 'string'
    ? (state as { username: string }).username
    : undefined;
  const onSignedIn: LoginFormProps['onSignedIn'] = ({ session }) => {
    // A first login stays here: the gate below opens the forced password change.
    if (!session.isFirstLogin) navigate(target, { replace: true });
  };

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
          <h2 className="hpc-visually-hidden">登录</h2>
          <div className="hpc-login-tabs" role="tablist" aria-label="登录方式">
            <button type="button" role="tab" id="login-tab-password" aria-controls="login-panel" aria-selected={tab === 'password'} className="hpc-login-tab" onClick={() => setTab('password')}>
              账号登录
            </button>
            <button type="button" role="tab" id="login-tab-sms" aria-controls="login-panel" aria-selected={tab === 'sms'} className="hpc-login-tab" onClick={() => setTab('sms')}>
              短信登录
            </button>
          </div>
          <p className="hpc-login-welcome">欢迎登录{platformName}</p>
          <div id="login-panel" role="tabpanel" aria-labelledby={tab === 'password' ? 'login-tab-password' : 'login-tab-sms'}>
            {tab === 'password' ? <LoginForm onSignedIn={onSignedIn} initialUsername={username} /> : <SmsLoginForm onSignedIn={onSignedIn} />}
          </div>
          <div className="hpc-login-links">
            <Link to={params.get('url') ? `/register?${new URLSearchParams({ url: params.get('url') ?? '' }).toString()}` : '/register'}>注册账号</Link>
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
