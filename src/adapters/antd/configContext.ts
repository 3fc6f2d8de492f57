/** antd's ConfigProvider context (prefix, theme, locale), read by parts drawn without antd's component. */
export { ConfigContext } from 'antd/es/config-provider/context';
