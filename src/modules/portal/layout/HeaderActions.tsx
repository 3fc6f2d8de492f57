import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { readableMessageOf } from '../../../core/feedback/developerFault';
import { notify } from '../../../core/feedback/notify';
import { avatarAtom } from '../../../core/session/avatar';
import { sessionAtom } from '../../../core/session/sessionAtoms';
import { useAtomValue } from '../../../adapters/atomHooks';
import { operationRequest } from '../../../renderer/data/operationClient';
import { isSubcenterHost, loginHref } from '../model/portalQuery';

/** The sub-centre host's login target (docs/behaviour §2.1 "redirects externally": portal get-external-connect-link). */
async function externalLoginLink(): Promise<string> {
  const { url } = await operationRequest('portal', 'get-external-connect-link', {}, { loading: false });
  if (!/^https?:\/\//i.test(url)) throw new Error('未配置外部登录地址');
  return url;
}

/**
 * The header's right side (docs/behaviour §2.1): 登录 for visitors (on the sub-centre host it leaves for
 * the platform's login), 工作台 and the avatar when signed in.
 */
export function HeaderActions({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const session = useAtomValue(sessionAtom);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const userInfo = session?.userInfo ?? null;
  // docs/behaviour §3 / §9: the avatar attribute (type 1), read with the theme at sign-in (core/theme/themeApi.ts).
  const avatar = useAtomValue(avatarAtom);

  const login = () => {
    onNavigate?.();
    if (isSubcenterHost(location.hostname, getRuntimeConfig().subcenterHost)) {
      externalLoginLink()
        .then((url) => location.assign(url))
        .catch((error: unknown) => notify.error(readableMessageOf(error)));
      return;
    }
    navigate(loginHref(`${pathname}${search}`));
  };

  if (!session) {
    return (
      <div className={`portal-actions${compact ? ' portal-actions-compact' : ''}`}>
        <button type="button" className="portal-btn portal-btn-ghost" onClick={login}>
          登录
        </button>
        <Link to="/register" className="portal-btn portal-btn-solid" onClick={onNavigate}>
          注册
        </Link>
      </div>
    );
  }
  const name = userInfo?.displayName || userInfo?.userName || '用户';
  return (
    <div className={`portal-actions${compact ? ' portal-actions-compact' : ''}`}>
      <Link to="/backstage" className="portal-btn portal-btn-solid" onClick={onNavigate}>
        工作台
      </Link>
      <span className="portal-user" title={name}>
        {avatar ? (
          <img className="portal-avatar" src={avatar} alt="" />
        ) : (
          <span className="portal-avatar portal-avatar-text" aria-hidden="true">
            {Array.from(name)[0]}
          </span>
        )}
        <span className="portal-user-name">{name}</span>
      </span>
    </div>
  );
}
