import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { notify } from '../../../core/feedback/notify';
import { http } from '../../../core/http/client';
import { sessionAtom } from '../../../core/session/sessionAtoms';
import { useAtomValue } from '../../../adapters/atomHooks';
import { fetchExternalLoginLink } from '../api/portalApi';
import { safeImage } from '../../../contract/portalBlocks';
import { payload } from '../model/portalTypes';
import { isSubcenterHost, loginHref } from '../model/portalQuery';

/** Spec §3 / §9: the avatar is the user attribute of type 1 (the first of [avatar, theme]). */
async function fetchAvatar(userId: string | number): Promise<string> {
  const body = await http.get('/api/operation-management/v1/user/attribute', { query: { userId }, loading: false, silent: true });
  const list = payload(body);
  const first: unknown = Array.isArray(list) ? list[0] : null;
  const content = typeof first === 'object' && first !== null ? (first as { attributeContent?: unknown }).attributeContent : '';
  return safeImage(content);
}

function useAvatar(userId: string | number | null): string {
  const [avatar, setAvatar] = useState('');
  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    fetchAvatar(userId).then((url) => live && setAvatar(url)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId]);
  return userId === null ? '' : avatar;
}

/**
 * The header's right side (spec §2.1): 登录 for visitors (on the sub-centre host it leaves for
 * the platform's login), 工作台 and the avatar when signed in.
 */
export function HeaderActions({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const session = useAtomValue(sessionAtom);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const userInfo = session?.userInfo ?? null;
  const avatar = useAvatar(userInfo?.id ?? null);

  const login = () => {
    onNavigate?.();
    if (isSubcenterHost(location.hostname, getRuntimeConfig().subcenterHost)) {
      fetchExternalLoginLink()
        .then((url) => location.assign(url))
        .catch((error: unknown) => notify.error(error instanceof Error ? error.message : String(error)));
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
