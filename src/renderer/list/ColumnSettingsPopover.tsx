import { Checkbox, Popover, Space } from 'antd';
import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { VisibilityState } from './columnVisibility';
import type { ResolvedColumn } from './resolveColumns';

export interface ColumnSettingsPopoverProps {
  columns: ResolvedColumn[];
  visibility: VisibilityState;
  onToggle: (key: string, visible: boolean) => void;
  children: ReactElement;
}

/**
 * The 显示列 popover: one checkbox per column. Its own chunk (popover, checkbox), loaded on first open.
 * From the keyboard: opened (Enter on 列设置), the focus moves onto its first checkbox — the popover
 * is drawn at the end of the page, out of the Tab order; Escape, or Tab past either end, closes it
 * and gives the focus back to 列设置.
 */
export default function ColumnSettingsPopover({ columns, visibility, onToggle, children }: ColumnSettingsPopoverProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const boxes = [...(content.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? [])];
    const leaving = event.key === 'Tab' && (event.shiftKey ? document.activeElement === boxes[0] : document.activeElement === boxes.at(-1));
    if (event.key !== 'Escape' && !leaving) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  const body = (
    <div ref={content} onKeyDown={onKeyDown}>
      <Space direction="vertical">
        {columns.map((column) => (
          <Checkbox key={column.key} checked={visibility[column.key] !== false} onChange={(e) => onToggle(column.key, e.target.checked)}>
            {column.title}
          </Checkbox>
        ))}
      </Space>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="显示列"
      content={body}
      open={open}
      onOpenChange={(next) => {
        if (next && document.activeElement instanceof HTMLElement) trigger.current = document.activeElement;
        setOpen(next);
      }}
      afterOpenChange={(opened) => {
        if (opened) content.current?.querySelector<HTMLInputElement>('input[type=checkbox]')?.focus();
      }}
    >
      {children}
    </Popover>
  );
}
