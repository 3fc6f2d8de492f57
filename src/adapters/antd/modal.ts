/** antd's Modal on its own (the feedback host's chunk), not through antd's index. */
export { default as Modal } from 'antd/es/modal';
