/**
 * The page language (DESIGN.md §4). Every route of schemas/menu.json names a page id; the page
 * config `schemas/pages/<id>.json` says how to render it. This file starts with the `module`
 * kind (a hand-written module by name); the schema-engine issue adds list, detail, form and
 * dashboard and generates schemas/page.schema.json from these types.
 */
export interface ModulePageConfig {
  $schema?: string;
  kind: 'module';
  /** A name registered in src/modules/registry.ts. */
  module: string;
  /** Passed to the module as-is (e.g. which storage scope). */
  props?: Record<string, unknown>;
}

export type PageConfig = ModulePageConfig;
