import type { ThemeConfig } from 'antd';
import type { ThemeDefinition } from './themes';

/** antd tokens for a theme: the main colour drives buttons, links, menus and focus rings. */
export function antdThemeConfig(theme: ThemeDefinition): ThemeConfig {
  return {
    token: {
      colorPrimary: theme.colour,
      colorInfo: theme.colour,
      colorLink: theme.colour,
    },
    components: {
      Table: { headerBg: theme.tableHeaderBg, headerColor: theme.tableHeaderColor },
    },
  };
}
