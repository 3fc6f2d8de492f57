/**
 * Types of schemas/menu.json (docs/behaviour §3 Menu node, Tag). They mirror schemas/menu.schema.json;
 * the JSON Schema is what configurers and `npm run lint:schemas` see, these types are what the
 * code sees. Everything is readonly: the tree is configuration, never edited at run time.
 */

/** One area, group or page of the back-stage menu (docs/behaviour §3 Menu node). */
export interface MenuNode {
  /** Chinese title for the side menu, tag bar and breadcrumb. */
  readonly title: string;
  /** Full hash-route path, nested /{area}/{group}/{page}. */
  readonly path: string;
  /** Permission code (docs/behaviour §6); absent means no code is needed. */
  readonly code?: string;
  /** An @ant-design/icons component name. */
  readonly icon?: string;
  /** Not shown in the side menu; still a route. */
  readonly hidden?: boolean;
  /** Not added to the tag bar (docs/behaviour §2.4). */
  readonly noTag?: boolean;
  /** Opened and shown without the code (docs/behaviour §2.3, §6). */
  readonly noCheck?: boolean;
  /** A page the operator added beyond docs/behaviour §2.3 (npm run new:page writes it). */
  readonly extension?: boolean;
  /** The side-menu entry highlighted while this page is open. */
  readonly activePath?: string;
  /** Page-config id ("<area>/<group>/<page>") that renders this route. */
  readonly page?: string;
  /** Visiting exactly this path navigates here instead. */
  readonly redirect?: string;
  /** false: shown but not openable, and no route (placeholder entries). */
  readonly linkable?: boolean;
  readonly children?: readonly MenuNode[];
}

/** The whole schemas/menu.json file. */
export interface MenuFile {
  readonly $schema?: string;
  readonly menu: readonly MenuNode[];
}

/** A node located in the tree with the chain of groups above it (outermost first). */
export interface MenuEntry {
  readonly node: MenuNode;
  readonly ancestors: readonly MenuNode[];
  /** Depth in the tree, 1 for an area (docs/behaviour §3 Menu node "level"). */
  readonly level: number;
}

/** A tag of the tag bar (docs/behaviour §3 Tag). */
export interface Tag {
  readonly title: string;
  readonly path: string;
  /**
   * The query string last seen on this page ("" or "?page=2&name=x"), so returning to the tag
   * brings back its list filters and paging, which live in the URL (docs/design.md §5).
   */
  readonly search?: string;
}
