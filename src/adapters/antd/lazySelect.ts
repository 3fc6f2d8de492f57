/** antd's Select in a chunk of its own, loaded when a list first reaches for one (src/renderer/list/LazySelect.tsx). */
export const loadSelect = () => import('antd/es/select');
