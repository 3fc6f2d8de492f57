import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
import { safeLink } from '../../../../contract/portalBlocks';
import { FieldItem } from '../../../../ui/form/FieldItem';

/** A labelled text input bound to one string of a block. */
export function TextInput({ label, value, onChange, max, placeholder, area = false }: { label: string; value: string; onChange: (value: string) => void; max: number; placeholder?: string; area?: boolean }) {
  return (
    <FieldItem label={label} className="pt-field">
      {area ? (
        <Input.TextArea value={value} maxLength={max} showCount placeholder={placeholder} autoSize={{ minRows: 2, maxRows: 4 }} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input value={value} maxLength={max} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldItem>
  );
}

/** A link: an internal route or an http(s) URL; anything else is flagged and will not be saved as a link. */
export function LinkInput({ label = '链接', value, onChange }: { label?: string; value: string; onChange: (value: string) => void }) {
  const bad = value.trim() !== '' && safeLink(value) === '';
  return (
    <FieldItem
      label={label}
      className="pt-field"
      feedbackStatus={bad ? 'error' : undefined}
      feedbackText={bad ? '链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）' : undefined}
    >
      <Input value={value} maxLength={300} placeholder="/portal/appStore 或 https://…（留空则不跳转）" onChange={(event) => onChange(event.target.value)} />
    </FieldItem>
  );
}

/** An ordered list of items (slides, cards, links) with add, move and remove. */
export function ItemList<T>({ items, onChange, create, max, noun, render }: {
  items: readonly T[];
  onChange: (items: T[]) => void;
  create: () => T;
  max: number;
  noun: string;
  render: (item: T, update: (next: T) => void, index: number) => ReactNode;
}) {
  const set = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  const move = (index: number, step: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item !== undefined) next.splice(index + step, 0, item);
    onChange(next);
  };
  return (
    <div className="pt-items">
      {items.map((item, index) => (
        <fieldset key={index} className="pt-item">
          <legend>
            {noun} {index + 1}
          </legend>
          <div className="pt-item-tools">
            <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移${noun}${index + 1}`} disabled={index === 0} onClick={() => move(index, -1)} />
            <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移${noun}${index + 1}`} disabled={index === items.length - 1} onClick={() => move(index, 1)} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除${noun}${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))} />
          </div>
          {render(item, (next) => set(index, next), index)}
        </fieldset>
      ))}
      <Button icon={<PlusOutlined />} block disabled={items.length >= max} onClick={() => onChange([...items, create()])}>
        添加{noun}（{items.length}/{max}）
      </Button>
    </div>
  );
}
