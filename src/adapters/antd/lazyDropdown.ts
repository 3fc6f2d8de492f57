/** antd's Dropdown in a chunk of its own, loaded on a menu's first open (src/shell/lazyDropdown.tsx). */
export const loadDropdown = () => import('antd/es/dropdown');
