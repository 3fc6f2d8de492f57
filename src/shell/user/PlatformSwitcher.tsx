import { useAtomValue } from '../../adapters/atomHooks';
import { memo } from 'react';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { useShellNavigate } from '../state/shellRoute';
import { availablePlatformChoices } from './userMenuItems';

/**
 * docs/behaviour §2.7: 管理中心 (needs operateM) or 平台门户. Drawn as antd's small Segmented (global.css):
 * two buttons on every back-stage route do not need its motion code (~4 KiB gzip).
 */
export const PlatformSwitcher = memo(function PlatformSwitcher() {
  const codes = useAtomValue(permissionCodesAtom);
  const navigate = useShellNavigate();
  const choices = availablePlatformChoices(codes);
  if (choices.length < 2) return null; // one destination is no choice
  return (
    <div className="hpc-segmented" role="radiogroup" aria-label="平台切换">
      {choices.map((choice) => {
        const current = choice.value === 'management-centre';
        return (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={current}
            className={`hpc-segmented-item${current ? ' hpc-segmented-item-selected' : ''}`}
            onClick={() => {
              if (!current) navigate(choice.path);
            }}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
});
