import { createContext, useContext } from 'react';
import type { HeaderMenu } from '../model/menuMapping';
import type { PortalInfo } from '../model/portalTypes';

/** What every portal page may read from the frame: the portal in effect and the layout. */
export interface PortalFrameState {
  /** The `c` code in effect ('' = the default portal or the host's). */
  code: string;
  info: PortalInfo | null;
  menu: HeaderMenu;
  mobile: boolean;
}

export const PortalFrameContext = createContext<PortalFrameState>({
  code: '',
  info: null,
  menu: { entries: [], columns: 4, showIntroduction: true },
  mobile: false,
});

export function usePortalFrame(): PortalFrameState {
  return useContext(PortalFrameContext);
}
