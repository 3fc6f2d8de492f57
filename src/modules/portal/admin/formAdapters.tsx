import { ColorPicker, Switch } from 'antd';

/** A 0/1 flag as a switch (the portal records keep flags as numbers). */
export function FlagSwitch({ value, onChange, ...rest }: { value?: 0 | 1; onChange?: (value: 0 | 1) => void; 'aria-label'?: string }) {
  return <Switch checked={value === 1} onChange={(checked) => onChange?.(checked ? 1 : 0)} {...rest} />;
}

/** A #rrggbb colour with antd's picker and its hex text. */
export function ColourInput({ value, onChange, label }: { value?: string; onChange?: (value: string) => void; label?: string }) {
  return (
    <ColorPicker
      value={value || '#1f3a8a'}
      disabledAlpha
      format="hex"
      showText
      onChange={(_colour, hex) => onChange?.(hex.slice(0, 7).toLowerCase())}
      aria-label={label}
    />
  );
}
