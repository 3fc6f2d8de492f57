/** Types of frontEndCalls.mjs for the TypeScript tests. */
export interface Route {
  method: string;
  path: string;
}

export interface FrontEndCall {
  method: string;
  path: string;
  where: string;
  /** Page configs: the family base the call was joined to. */
  base?: string;
  methodKnown?: boolean;
}

export function readDefaultRoutes(root: string): { file: string; routes: Record<string, Route> };
export function pageConfigCalls(root: string, defaults: Record<string, Route>): FrontEndCall[];
export function sourceCalls(root: string): FrontEndCall[];
export function frontEndMatches(call: Route, method: string, path: string): boolean;
