/**
 * The calls the platform specification names (schemas/spec-calls.json), loaded typed, and the
 * rule for matching them against an operation (pathMatch.mjs, shared with audit.mjs): method
 * equal, path equal segment by segment, any `{name}` segment equal to any other.
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

export { matchesOperation, operationKey, pathShape } from './pathMatch.mjs';
