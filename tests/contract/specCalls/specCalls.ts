/**
 * The calls the platform specification names (schemas/spec-calls.json), loaded typed, and the
 * one rule for matching them against an operation: method equal, path equal segment by segment,
 * where any `{name}` segment equals any other `{name}` segment (the specification writes every
 * path parameter as {id}; OpenAPI and the families name them {groupId}, {pageId}, {value}…).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SpecCallParams {
  query?: string[];
  body?: string[];
  form?: string[];
  headers?: string[];
}

export interface SpecCall {
  id: string;
  method: SpecMethod;
  path: string;
  section: string;
  words: string;
  alsoWords?: string[];
  pathShown: boolean;
  methodShown?: false;
  params?: SpecCallParams;
  transport?: 'websocket';
  origin?: 'loopback';
  note?: string;
}

export interface SpecSection {
  section: string;
  base: string | null;
  reading: string;
}

export interface SpecCallsDocument {
  $schema?: string;
  source: string;
  sections: SpecSection[];
  calls: SpecCall[];
}

export const SPEC_CALLS_FILE = resolve('schemas/spec-calls.json');
export const SPEC_CALLS_SCHEMA_FILE = resolve('schemas/spec-calls/spec-calls.schema.json');

export function loadSpecCallsDocument(file: string = SPEC_CALLS_FILE): SpecCallsDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as SpecCallsDocument;
}

export function loadSpecCalls(file: string = SPEC_CALLS_FILE): SpecCall[] {
  return loadSpecCallsDocument(file).calls;
}

const PLACEHOLDER = /^\{[^{}/]+\}$/;

/** Path segments with every placeholder made the same, and no query string or trailing slash. */
export function pathShape(path: string): string[] {
  const bare = path.split('?')[0]!.replace(/\/+$/, '');
  return bare.split('/').map((segment) => (PLACEHOLDER.test(segment) ? '{}' : segment));
}

/** True when the operation `method path` is the spec call: same method, same shape of path. */
export function matchesOperation(call: Pick<SpecCall, 'method' | 'path'>, method: string, path: string): boolean {
  if (call.method !== method.toUpperCase()) return false;
  const wanted = pathShape(call.path);
  const given = pathShape(path);
  return wanted.length === given.length && wanted.every((segment, index) => segment === given[index]);
}

/** `METHOD shape` — equal for two calls exactly when they match each other. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${pathShape(path).join('/')}`;
}
