import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { NotifierBridge } from './NotifierBridge';

dayjs.locale('zh-cn');

/** Spec §9: default theme 默认蓝 #496ddd (the theme engine replaces it at runtime). */
const DEFAULT_PRIMARY = '#496ddd';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={getDefaultStore()}>
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: DEFAULT_PRIMARY } }}>
        <AntApp>
          <NotifierBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </JotaiProvider>
  );
}
