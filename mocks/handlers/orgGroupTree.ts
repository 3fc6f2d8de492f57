/**
 * The organisation trees of 组织管理 and 组织架构 (docs/behaviour §7.2 Groups): the platform's own
 * (government) tree under the platform organisation, and the enterprises' trees (every other
 * top-level organisation except the personal users' pool).
 * Hand-written: helpers over the account store's organisations and memberships (store collections,
 * not an entity) for orgGroups.ts, the organisation scope of permissions and the organisations row
 * source; no route is registered here.
 */
import { db } from '../store/db';
import type { OrganizationRecord } from '../store/seeds/organizations';

export const PLATFORM_ROOT = '1001';
export type TreeKind = 'government' | 'enterprise';

export interface GroupNode {
  groupId: string;
  groupName: string;
  orgLevel: number;
  parentId: string | null;
  department: string | null;
  memberCount: number;
  children: GroupNode[];
}

export function parentOf(org: OrganizationRecord): string | null {
  if (org.parentId) return org.parentId;
  return org.topGroupId !== org.id ? org.topGroupId : null;
}

/** Which tree an organisation belongs to (null: the personal users' pool, in neither). */
export function kindOf(org: OrganizationRecord): TreeKind | null {
  const all = new Map(db.collection('organizations').list().map((o) => [o.id, o]));
  let root = org;
  for (let guard = 0; guard < 20; guard += 1) {
    const parent = parentOf(root);
    const next = parent ? all.get(parent) : undefined;
    if (!next) break;
    root = next;
  }
  if (root.id === PLATFORM_ROOT) return 'government';
  return root.orgLevel === 1 ? 'enterprise' : null;
}

export function buildTree(rootIds: readonly string[]): GroupNode[] {
  const orgs = db.collection('organizations').list();
  const members = new Map<string, number>();
  for (const m of db.collection('orgMemberships').list()) members.set(m.groupId, (members.get(m.groupId) ?? 0) + 1);
  const byParent = new Map<string, OrganizationRecord[]>();
  for (const org of orgs) {
    const parent = parentOf(org);
    if (parent) byParent.set(parent, [...(byParent.get(parent) ?? []), org]);
  }
  const node = (org: OrganizationRecord, depth: number): GroupNode => ({
    groupId: org.id,
    groupName: org.groupName,
    orgLevel: org.orgLevel,
    parentId: parentOf(org),
    department: org.department,
    memberCount: members.get(org.id) ?? 0,
    children: depth > 10 ? [] : (byParent.get(org.id) ?? []).sort((a, b) => a.id.localeCompare(b.id)).map((child) => node(child, depth + 1)),
  });
  return rootIds.flatMap((id) => {
    const org = orgs.find((o) => o.id === id);
    return org ? [node(org, 0)] : [];
  });
}

/** The ids of the organisation and everything below it. */
export function subtreeIds(id: string): Set<string> {
  const ids = new Set<string>();
  const visit = (node: GroupNode) => {
    ids.add(node.groupId);
    node.children.forEach(visit);
  };
  buildTree([id]).forEach(visit);
  return ids;
}

/** Roots of a kind: the platform organisation, or every enterprise. */
export function rootsOf(kind: TreeKind): string[] {
  if (kind === 'government') return [PLATFORM_ROOT];
  return db.collection('organizations').list()
    .filter((o) => parentOf(o) === null && o.id !== PLATFORM_ROOT && o.orgLevel === 1)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((o) => o.id);
}
