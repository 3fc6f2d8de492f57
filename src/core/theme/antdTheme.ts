import type { ThemeConfig } from 'antd';
import type { ThemeDefinition } from './themes';

/**
 * The platform's font stack (also body's in src/styles/global.css): Chinese UI fonts before the
 * Latin ones. antd's default stack names no CJK font, so every Chinese run fell back through
 * the system's font matching: a cost in each table cell laid out, and a CJK face chosen by
 * chance rather than the one a Chinese console expects.
 */
export const PLATFORM_FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Zen Hei', 'Helvetica Neue', Arial, sans-serif";

export interface ThemeOptions {
  /** The user prefers reduced motion (reducedMotion.ts): antd's components do not animate. */
  reducedMotion?: boolean;
}

/** antd tokens for a theme: the main colour drives buttons, links, menus and focus rings. */
export function antdThemeConfig(theme: ThemeDefinition, options: ThemeOptions = {}): ThemeConfig {
  return {
    token: {
      // Only when asked for: the prebuilt first-view sheet is made under the default tokens.
      ...(options.reducedMotion ? { motion: false } : {}),
      fontFamily: PLATFORM_FONT_FAMILY,
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
