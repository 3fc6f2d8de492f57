import type { ThemeConfig } from 'antd';
import type { ThemeDefinition } from './themes';

/** antd tokens for a theme: the main colour drives buttons, links, menus and focus rings. */
export function antdThemeConfig(theme: ThemeDefinition): ThemeConfig {
  return {
    token: {
      colorPrimary: theme.colour,
      colorInfo: theme.colour,
      colorLink: theme.colour,
      // WCAG AA (4.5:1) on white, which axe checks on every page: antd's defaults (#8c8c8c
      // secondary text, #ff4d4f danger) reach only about 3.3:1.
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorError: '#cf1322',
    },
    components: {
      Table: { headerBg: theme.tableHeaderBg, headerColor: theme.tableHeaderColor },
    },
  };
}
