/** antd Pagination's style hook: the list pager draws rc-pagination with antd's look (src/renderer/list/ListPager.tsx). */
export { default as usePaginationStyle } from 'antd/es/pagination/style';
