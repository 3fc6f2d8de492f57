/** antd's locale hook (the pager's texts from the ConfigProvider's zh_CN). */
export { useLocale } from 'antd/es/locale';
