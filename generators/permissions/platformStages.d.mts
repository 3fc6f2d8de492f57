/** Types of platformStages.mjs (schemas/permission-stages.json, read by the tree generator). */
import type { PermissionTreeNode } from './permissionTree.mjs';

interface Problem { file: string; pointer: string; message: string; hint: string }
interface Level { title: string; code: string }
interface StageModule extends Level { at: string; module?: string; actions?: string[]; menu?: string[] }

export interface Stages {
  file: string;
  root: Level | null;
  stages: (Level & { modules: StageModule[] })[];
  operation: Level | null;
  problems: Problem[];
}

export const STAGES_FILE: string;
export const STAGE_ACTIONS: Readonly<Record<'add' | 'edit' | 'del' | 'export' | 'status', string>>;
export function readStages(dir: string | undefined): Stages | null;
export function claimedMenuPaths(stages: Stages | null): Set<string>;
export function composePlatformTree(stages: Stages, operation: PermissionTreeNode[], claimed: Map<string, PermissionTreeNode>): { nodes: PermissionTreeNode[]; problems: Problem[] };
