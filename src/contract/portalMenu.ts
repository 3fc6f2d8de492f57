/**
 * A portal menu entry as the portal's menu calls carry it: written once, read by the back stage's
 * 门户菜单 module and answered by the mocks (mocks/handlers/portalData.ts).
 */
export interface PortalMenuFields {
  id: number;
  portalId: number;
  parentId: number;
  menuName: string;
  orderIndex: number;
  /** 1 a page of the portal, 2 an external link. */
  configType: 1 | 2;
  menuUrl: string;
  /** The linked template page; null when none is linked. */
  pageId: number | null;
  homePageFlag: 0 | 1;
  introduction: string;
}
