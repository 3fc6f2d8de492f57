/** Types of resolveFamilies.mjs (lint:schemas and the schema playground resolve pages with it). */
import type { TreeFile } from './crossChecks.mjs';

export function familyEndpoint(family: Record<string, unknown>): Record<string, unknown>;
export function resolvePageData(data: unknown, families: ReadonlyMap<string, TreeFile>): unknown;
