import { CheckOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal, Space, Typography } from 'antd';
import { useAtomValue } from '../../adapters/atomHooks';
import { useState } from 'react';
import { notify } from '../../core/feedback/notify';
import { canChangePlatformSettings } from '../../core/menu/permissions';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { sessionUserId } from '../../core/organization/sessionUser';
import { saveGlobalTheme, saveUserTheme } from '../../core/theme/themeApi';
import { applyTheme, themeAtom } from '../../core/theme/themeState';
import { THEMES, type ThemeDefinition } from '../../core/theme/themes';

export interface ThemeDialogProps {
  open: boolean;
  onClose(): void;
}

/** docs/behaviour §8 "Other successes: 操作成功". */
export const THEME_SAVED_MESSAGE = '操作成功';
const NO_USER_MESSAGE = '未获取到当前用户信息，请重新登录后再试';

function Swatch({ theme, selected, onSelect }: { theme: ThemeDefinition; selected: boolean; onSelect(): void }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={theme.name}
      onClick={onSelect}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        width: 120,
        padding: 12,
        border: `2px solid ${selected ? theme.colour : '#e5e6eb'}`,
        borderRadius: 8,
        background: selected ? `rgba(${theme.rgb}, 0.06)` : '#fff',
        cursor: 'pointer',
      }}
    >
      <span
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 64,
          height: 40,
          borderRadius: 6,
          background: theme.colour,
          color: '#fff',
          fontSize: 18,
        }}
      >
        {selected ? <CheckOutlined /> : null}
      </span>
      <span style={{ color: '#1f1f1f', fontSize: 14 }}>{theme.name}</span>
      <span style={{ color: '#8c8c8c', fontSize: 12 }}>{theme.colour.toUpperCase()}</span>
    </button>
  );
}

/**
 * The 主题配色 dialog (docs/behaviour §2.7, §4 Theme): picking a swatch applies and stores the theme at
 * once; 保存 writes it to the user's attribute (and, when ticked, as the global theme), then
 * shows 操作成功 and closes. Closing without saving keeps the local choice, as the spec stores
 * it locally on selection; the server's value returns at the next sign-in.
 */
export function ThemeDialog({ open, onClose }: ThemeDialogProps) {
  return open ? <ThemeModal onClose={onClose} /> : null;
}

/** Mounted per opening, so the checkbox starts unticked each time. */
function ThemeModal({ onClose }: { onClose(): void }) {
  const current = useAtomValue(themeAtom);
  // The global theme is a platform-wide setting: offered only to who may change those.
  const mayChangeGlobal = canChangePlatformSettings(useAtomValue(permissionCodesAtom));
  const [alsoGlobal, setAlsoGlobal] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async (): Promise<void> => {
    const userId = sessionUserId();
    if (userId === null) {
      notify.error(NO_USER_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      await saveUserTheme(userId, current);
      if (alsoGlobal && mayChangeGlobal) await saveGlobalTheme(current);
      notify.success(THEME_SAVED_MESSAGE);
      onClose();
    } catch {
      // the HTTP client has shown the catalogue message; the dialog stays open to retry
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="主题配色"
      onCancel={onClose}
      maskClosable={false}
      width={420}
      rootClassName="hpc-theme-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        选择主题颜色，页面将立即应用
      </Typography.Paragraph>
      <div role="radiogroup" aria-label="主题颜色" style={{ display: 'flex', gap: 16, marginBottom: 16 }}>
        {THEMES.map((theme) => (
          <Swatch
            key={theme.index}
            theme={theme}
            selected={theme.index === current.index}
            onSelect={() => applyTheme(theme)}
          />
        ))}
      </div>
      {mayChangeGlobal && (
        <Checkbox checked={alsoGlobal} onChange={(event) => setAlsoGlobal(event.target.checked)}>
          同时保存为全局主题
        </Checkbox>
      )}
    </Modal>
  );
}
