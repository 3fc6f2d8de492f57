import { safeImage } from '../../../contract/portalBlocks';

/** The portal's navigation picture (desktop or mobile), else the platform's mark. */
export function PortalLogo({ picture }: { picture: string }) {
  const src = safeImage(picture);
  if (src) return <img className="portal-logo-img" src={src} alt="" />;
  return (
    <svg className="portal-logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="26" height="7" rx="2" fill="currentColor" opacity="0.95" />
      <rect x="3" y="14" width="26" height="7" rx="2" fill="currentColor" opacity="0.75" />
      <rect x="3" y="23" width="26" height="5" rx="2" fill="currentColor" opacity="0.55" />
    </svg>
  );
}
