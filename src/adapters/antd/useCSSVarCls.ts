/** antd's class of its CSS-variable theme, for markup drawn with antd's classes. */
export { default as useCSSVarCls } from 'antd/es/config-provider/hooks/useCSSVarCls';
