import { ArrowUpOutlined, HomeOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Input, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { crumbs, parentPath, rootOf } from '../model/paths';

/**
 * Where the user is: the storage root (switchable), a breadcrumb to click up, an "up" button,
 * and a path field to jump anywhere inside the roots (Enter goes there).
 */
export interface PathBarProps {
  path: string;
  roots: readonly string[];
  onOpen(path: string): void;
  onShowRoots(): void;
}

export function PathBar({ path, roots, onOpen, onShowRoots }: PathBarProps) {
  const root = rootOf(path, roots);
  const [typed, setTyped] = useState<{ for: string; text: string }>({ for: path, text: path });
  const text = typed.for === path ? typed.text : path; // a new folder resets what was typed
  const atRoot = root === undefined || path === root;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%' }}>
        <Tooltip title="存储目录列表">
          <Button icon={<HomeOutlined />} onClick={onShowRoots} aria-label="存储目录列表" />
        </Tooltip>
        <Select
          style={{ minWidth: 260 }}
          value={root}
          options={roots.map((r) => ({ value: r, label: r }))}
          onChange={(next: string) => onOpen(next)}
          aria-label="存储根目录"
        />
        <Tooltip title="上一级">
          <Button icon={<ArrowUpOutlined />} disabled={atRoot} onClick={() => onOpen(parentPath(path))} aria-label="上一级" />
        </Tooltip>
        <Input
          style={{ width: 420 }}
          className="storage-mono"
          aria-label="当前路径"
          value={text}
          onChange={(event) => setTyped({ for: path, text: event.target.value })}
          onPressEnter={() => {
            const target = text.trim().replace(/\/+$/, '') || '/';
            if (target !== path) onOpen(target);
          }}
        />
      </Space>
      <Breadcrumb
        items={crumbs(path, root).map((item, i, all) => ({
          key: item.path,
          title: i === all.length - 1 ? <span>{item.label}</span> : <a onClick={() => onOpen(item.path)}>{item.label}</a>,
        }))}
      />
    </Space>
  );
}
