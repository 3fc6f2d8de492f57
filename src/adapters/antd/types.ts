/** Types antd does not export from its index. Types only: nothing here reaches a bundle. */
export type { ModalFuncProps } from 'antd/es/modal/interface';
export type { DataNode, EventDataNode } from 'antd/es/tree';
export type { RefSelectProps, SelectProps } from 'antd/es/select';
export type { DropdownProps } from 'antd/es/dropdown';
export type { TooltipPlacement } from 'antd/es/tooltip';
