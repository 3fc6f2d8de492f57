/** antd Menu's style hook: the side menu draws antd's markup without rc-menu (src/shell/layout/SideMenu.tsx). */
export { default as useMenuStyle } from 'antd/es/menu/style';
