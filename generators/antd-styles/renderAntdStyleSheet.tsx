/**
 * antd's styles for the default theme, rendered ahead of time (vite-plugin-antd-styles.ts).
 *
 * antd 5 writes its CSS at runtime: the first render of each component runs its style function,
 * serialises it and inserts a <style> tag — on a cold load of a list page that was ~140 ms of the
 * first render and 50 style tags. cssinjs can instead take styles from a stylesheet: it reads a
 * map of the styles that sheet holds (the `data-ant-cssinjs-cache-path` rule extractStyle writes)
 * and skips generating those. This renders, on the server, the components the login page, the
 * shell and a list page show on first view, under the app's default theme, and extracts them.
 *
 * The map is keyed by the theme's token hash, so a user with another theme, or a component not
 * listed here, gets its styles generated at runtime exactly as before: the sheet only saves work.
 * antd's class hash (`css-…`) derives from the same token hash, so the sheet's rules do not reach
 * the components of another theme either.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Breadcrumb,
  Button,
  ConfigProvider,
  Dropdown,
  FloatButton,
  Input,
  Menu,
  Pagination,
  Popover,
  Select,
  Space,
  Spin,
  Tooltip,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { antdThemeConfig } from '../../src/core/theme/antdTheme';
import { DEFAULT_THEME } from '../../src/core/theme/themes';

/**
 * What first views render (login, the back-stage shell, a list page and its pagination, the storage
 * page), and the select, dropdown and popover a list loads on first use. The shell's layout,
 * header and spinner are plain markup with their own CSS (src/styles/global.css).
 */
function FirstViewComponents() {
  return (
    <div>
      <div>
        <Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      </div>
      <div>
        <Breadcrumb items={[{ title: 'a' }]} />
        <Space>
          <Button type="primary">a</Button>
          <Input placeholder="a" />
          <Input.Password placeholder="a" />
          <Select options={[{ value: 1, label: 'a' }]} />
        </Space>
        <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
          <span>a</span>
        </Dropdown>
        <Tooltip title="a">
          <span>a</span>
        </Tooltip>
        <Popover content="a">
          <span>a</span>
        </Popover>
        <Spin />
        <Pagination total={100} showSizeChanger showQuickJumper />
        <FloatButton />
      </div>
    </div>
  );
}

/** The stylesheet text, ending with the rule that tells cssinjs which styles it holds. */
export function renderAntdStyleSheet(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={antdThemeConfig(DEFAULT_THEME)}>
        <FirstViewComponents />
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style', 'token'] });
}
