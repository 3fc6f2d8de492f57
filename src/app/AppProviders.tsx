import { ConfigProvider } from 'antd';
// The ES module, not `antd/locale/zh_CN`: that entry is CommonJS (`module.exports = require(...)`),
// and Vite 8's bundler gives its `module.exports` (`{ __esModule, default }`) as the default import,
// so ConfigProvider got no locale and every antd text fell back to English (Start date, 20 / page).
import zhCN from 'antd/es/locale/zh_CN';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { useAtomValue } from '../adapters/atomHooks';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { runAfterPaint } from '../core/async/afterPaint';
import { installUserEventsLifecycle } from '../core/socket/socketLifecycle';
import { antdThemeConfig } from '../core/theme/antdTheme';
import { usePrefersReducedMotion } from '../core/theme/reducedMotion';
import { themeAtom } from '../core/theme/themeState';
import { installThemeLifecycle } from '../core/theme/themeLifecycle';
import { applyThemeStyle } from '../core/theme/themeStyle';
import { NoticeDialogs } from '../shell/notices/NoticeDialogs';
import { FeedbackSlot } from './feedback/FeedbackSlot';

/**
 * antd follows the theme atom, so a theme change recolours every component without a reload, and
 * the system's reduced-motion setting;
 * the style block follows it too, before the first paint, so a stored theme never flashes blue.
 */
function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const reducedMotion = usePrefersReducedMotion();
  const config = useMemo(() => antdThemeConfig(theme, { reducedMotion }), [theme, reducedMotion]);
  useLayoutEffect(() => applyThemeStyle(theme), [theme]);
  return (
    <ConfigProvider locale={zhCN} theme={config}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Session services that live as long as the app, whatever the route: the user-events socket and
 * the user's theme follow sign-in and logout, and notices reach portal pages too.
 */
function SessionLifecycles() {
  useEffect(
    () =>
      // After the first frame: opening the socket and fetching the user's theme (the stored one is
      // already applied) do not draw anything, and their start would delay the first paint.
      runAfterPaint(() => {
        installThemeLifecycle();
        installUserEventsLifecycle();
        // Installed for the app's lifetime; StrictMode's re-run finds them installed.
      }),
    [],
  );
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={getDefaultStore()}>
      <ThemedConfigProvider>
        <FeedbackSlot />
        <SessionLifecycles />
        <NoticeDialogs />
        {children}
      </ThemedConfigProvider>
    </JotaiProvider>
  );
}
