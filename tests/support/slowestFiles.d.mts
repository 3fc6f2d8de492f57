export interface FileTime {
  layer: string;
  file: string;
  seconds: number;
  tests: number;
}
type Relative = (from: string, to: string) => string;
export function vitestFiles(report: unknown, root: string, relative: Relative): FileTime[];
export function playwrightFiles(report: unknown): FileTime[];
export function slowestFiles(input: { vitest: unknown; playwright: unknown; root: string; relative: Relative }): FileTime[];
