import { ColorPicker, Input, Space, Switch } from 'antd';

/** A 0/1 flag as a switch (the portal records keep flags as numbers). */
export function FlagSwitch({ value, onChange, ...rest }: { value?: 0 | 1; onChange?: (value: 0 | 1) => void; 'aria-labelledby'?: string }) {
  return <Switch checked={value === 1} onChange={(checked) => onChange?.(checked ? 1 : 0)} {...rest} />;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A #rrggbb colour: antd's picker, and the code typed or pasted beside it (checked by the field's
 * rule). The code input carries the field's name (the item's label, aria-labelledby).
 */
export function ColourInput({ value, onChange, ...rest }: { value?: string; onChange?: (value: string) => void; 'aria-labelledby'?: string }) {
  const colour = value && HEX.test(value) ? value : '#1f3a8a';
  return (
    <Space>
      <ColorPicker value={colour} disabledAlpha format="hex" onChange={(picked) => onChange?.(picked.toHexString().slice(0, 7).toLowerCase())} />
      <Input
        value={value ?? ''}
        style={{ width: 110 }}
        aria-labelledby={rest['aria-labelledby']}
        placeholder="#RRGGBB"
        onChange={(event) => onChange?.(event.target.value.trim().toLowerCase())}
      />
    </Space>
  );
}
