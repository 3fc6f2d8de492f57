export { antdThemeConfig } from './antdTheme';
export { fetchUserTheme, saveGlobalTheme, saveUserTheme, GLOBAL_THEME_PATH, USER_ATTRIBUTE_PATH, USER_THEME_PATH } from './themeApi';
export { applyTheme, currentTheme, readStoredTheme, themeAtom, THEME_STORAGE_KEY } from './themeState';
export { applyThemeStyle, themeCss, THEME_STYLE_ID } from './themeStyle';
export {
  BLUE_THEME, DEFAULT_THEME, ORANGE_THEME, THEMES, formatThemeAttribute, parseThemeAttribute, type ThemeDefinition,
} from './themes';
export { loadUserTheme } from './userTheme';
