/** antd's message API on its own (the feedback host's chunk), not through antd's index. */
export { default as message } from 'antd/es/message';
