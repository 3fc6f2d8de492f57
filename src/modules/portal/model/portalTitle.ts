/**
 * The portal's name as shown (header, footer) and the page title (docs/behaviour §2.6: the portal's name,
 * falling back to the platform's; docs/behaviour §2.2: the template area's own titles).
 */

/** The portal's name, else — no portal info yet, none found, or a blank name — the platform's. */
export function portalDisplayName(info: { portalName: string } | null | undefined, platformName: string): string {
  return info?.portalName.trim() || platformName;
}

/** The document title of a public route: 平台模板管理 and its child 能力中心, else the portal's name. */
export function portalTitle(pathname: string, name: string): string {
  if (pathname.startsWith('/template')) return pathname.startsWith('/template/competence') ? '能力中心 - 平台模板管理' : '平台模板管理';
  return name;
}
