import type { DropdownProps } from '../adapters/antd/types';
import { loadDropdown as loadAntdDropdown } from '../adapters/antd/lazyDropdown';
import type { ComponentType } from 'react';
import { createLazyOverlay, type TriggerChild } from '../ui/lazyOverlay';

type LazyDropdownProps = DropdownProps & { children: TriggerChild };

// The trigger passed is always a single element (TriggerChild), which antd's Dropdown accepts.
const loadDropdown = () => loadAntdDropdown().then((module) => ({ default: module.default as ComponentType<LazyDropdownProps> }));

/** antd's Dropdown, loaded on first open: a click menu (the user menu) and a right-click menu (tags). */
export const ClickDropdown = createLazyOverlay(loadDropdown, 'click');
export const ContextMenuDropdown = createLazyOverlay(loadDropdown, 'contextMenu');
