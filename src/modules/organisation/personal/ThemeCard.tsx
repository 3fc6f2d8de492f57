import { Button, Card, Radio } from 'antd';
import { useState } from 'react';
import { useAtomValue } from '../../../adapters/atomHooks';
import { notify } from '../../../core/feedback/notify';
import { sessionUserId } from '../../../core/organization/sessionUser';
import { saveUserTheme } from '../../../core/theme/themeApi';
import { applyTheme, themeAtom } from '../../../core/theme/themeState';
import { THEMES } from '../../../core/theme/themes';

/** 主题配色 of the personal centre: choosing applies at once (stored locally); 保存 sends it (docs/behaviour §4 Theme). */
export function ThemeCard() {
  const theme = useAtomValue(themeAtom);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const userId = sessionUserId();
    if (userId === null) return;
    setSaving(true);
    try {
      await saveUserTheme(userId, theme);
      notify.success('操作成功');
    } catch {
      // The client showed why; the local choice stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="主题配色" size="small" extra={<Button type="primary" loading={saving} onClick={() => void save()}>保存主题</Button>}>
      <Radio.Group
        aria-label="主题配色"
        value={theme.name}
        onChange={(e) => {
          const next = THEMES.find((t) => t.name === e.target.value);
          if (next) applyTheme(next);
        }}
      >
        {THEMES.map((t) => (
          <Radio.Button key={t.name} value={t.name}>
            <span className="org-theme-swatch" style={{ background: t.colour }} aria-hidden />
            {t.name}
          </Radio.Button>
        ))}
      </Radio.Group>
    </Card>
  );
}
