export interface PlannedStep {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}
export function plan(changed: string[], options?: { types?: boolean; e2e?: string[]; noE2e?: boolean }): PlannedStep[];
