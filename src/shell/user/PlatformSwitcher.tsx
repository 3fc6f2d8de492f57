import { Segmented } from 'antd';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { useShellNavigate } from '../state/shellRoute';
import { availablePlatformChoices, type PlatformChoice } from './userMenuItems';

/** Spec §2.7: 管理中心 (needs operateM) or 平台门户. */
export const PlatformSwitcher = memo(function PlatformSwitcher() {
  const codes = useAtomValue(permissionCodesAtom);
  const navigate = useShellNavigate();
  const choices = availablePlatformChoices(codes);
  if (choices.length < 2) return null; // one destination is no choice
  return (
    <Segmented<PlatformChoice>
      size="small"
      value="management-centre"
      options={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
      onChange={(value) => {
        const target = choices.find((choice) => choice.value === value);
        if (target) navigate(target.path);
      }}
    />
  );
});
