import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { useAtomValue } from '../../../adapters/atomHooks';
import { themeAtom } from '../../../core/theme/themeState';
import { lazyPreloadable } from '../../../core/async/lazyPreloadable';
import { headerLook } from '../model/headerStyle';
import { mapHeaderMenu } from '../model/menuMapping';
import { currentPortalCode, mobileRedirect } from '../model/portalQuery';
import { portalDisplayName, portalTitle } from '../model/portalTitle';
import { isMobileLayout } from '../model/rootFont';
import { MobileHeader } from './MobileHeader';
import { PortalFrameContext, type PortalFrameState } from './portalContext';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { PortalSpinner } from './PortalStates';
import { useDocumentTitle } from './useDocumentTitle';
import { usePortalChrome } from './usePortalChrome';
import { useRootFontScaling } from './useRootFontScaling';
import './portal.css';

const CloudMarketKeepAlive = lazyPreloadable(() => import('../pages/market/CloudMarketKeepAlive').then((m) => m.CloudMarketKeepAlive));

const MARKET_PATHS = new Set(['/portal/cloudMarket', '/portal/cloudMarket/appDetail']);

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The frame of every public portal route: header from the portal's info and menus (desktop or
 * mobile), root font scaling, the `c` and `m` query parameters, the page title (the portal's
 * name, else the platform's), the footer, and the cloud market kept alive across navigation.
 */
export function PortalLayout() {
  const width = useRootFontScaling();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const code = useMemo(() => currentPortalCode(search, sessionStore()), [search]);
  const redirect = mobileRedirect(pathname, search);
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const mobile = isMobileLayout(width, pathname);
  const chrome = usePortalChrome(code);
  const theme = useAtomValue(themeAtom);
  const look = headerLook(chrome.info, theme.colour);
  const name = portalDisplayName(chrome.info, getRuntimeConfig().platformName);
  const mobileRoutes = pathname.startsWith('/portal/mobile');
  const menu = useMemo(() => mapHeaderMenu(chrome.menus, mobileRoutes ? '/portal/mobile' : '/portal/page'), [chrome.menus, mobileRoutes]);
  useDocumentTitle(portalTitle(pathname, name), `${pathname}${search}`);

  const inMarket = MARKET_PATHS.has(pathname);
  const [marketSeen, setMarketSeen] = useState(inMarket);
  if (inMarket && !marketSeen) setMarketSeen(true);

  const frame = useMemo<PortalFrameState>(() => ({ code, info: chrome.info, menu, mobile }), [code, chrome.info, menu, mobile]);
  return (
    <PortalFrameContext.Provider value={frame}>
      <div className={`portal-root${mobile ? ' portal-mobile' : ' portal-desktop'}`} data-testid="portal-root">
        <a className="portal-skip" href="#portal-main" onClick={(event) => {
          event.preventDefault();
          document.getElementById('portal-main')?.focus();
        }}>
          跳到主要内容
        </a>
        {mobile ? (
          <MobileHeader name={name} info={chrome.info} menu={menu} look={look} homePath={mobileRoutes ? '/portal/mobile/home' : '/portal/home'} />
        ) : (
          <PortalHeader name={name} info={chrome.info} menu={menu} look={look} menuError={chrome.menuError} onRetryMenu={chrome.reload} />
        )}
        <main id="portal-main" className="portal-main" tabIndex={-1}>
          {marketSeen && (
            <Suspense fallback={inMarket ? <PortalSpinner /> : null}>
              <CloudMarketKeepAlive active={inMarket} pathname={pathname} search={search} />
            </Suspense>
          )}
          {!inMarket && (
            <Suspense fallback={<PortalSpinner />}>
              <Outlet />
            </Suspense>
          )}
        </main>
        <PortalFooter name={name} />
      </div>
    </PortalFrameContext.Provider>
  );
}

export default PortalLayout;
