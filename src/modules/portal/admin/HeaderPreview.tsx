import type { CSSProperties } from 'react';
import { headerLook } from '../model/headerStyle';
import type { PortalInfo } from '../model/portalTypes';
import { PortalLogo } from '../layout/PortalLogo';
import { safeImage } from '../../../contract/portalBlocks';

/** What the portal header will look like with these settings (colours, shadow, picture, text). */
export function HeaderPreview({ info, menus }: { info: PortalInfo; menus: readonly string[] }) {
  const look = headerLook(info);
  const style: CSSProperties = { background: look.background, color: look.color, boxShadow: look.boxShadow };
  const mobilePicture = safeImage(info.navigationPicMobile || info.navigationPic);
  return (
    <div className="pt-preview" aria-label="导航预览">
      <div className="pt-preview-bar" style={style} data-testid="header-preview">
        <span className="pt-preview-brand">
          <PortalLogo picture={info.navigationPic} />
          <span>
            <strong>{info.portalName || '门户名称'}</strong>
            {info.navigationContent && <small>{info.navigationContent}</small>}
          </span>
        </span>
        <span className="pt-preview-menus">
          {menus.slice(0, 5).map((menu) => (
            <span key={menu}>{menu}</span>
          ))}
        </span>
      </div>
      <div className="pt-preview-mobile" style={style}>
        {mobilePicture ? <img src={mobilePicture} alt="" /> : <PortalLogo picture="" />}
        <strong>{info.portalName || '门户名称'}</strong>
        <span aria-hidden="true">☰</span>
      </div>
    </div>
  );
}
