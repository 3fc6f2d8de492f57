/**
 * Optional persistence of the standalone mock server (MOCK_SERVER_STATE=<file.json>): the demo
 * data and the fault rules in one JSON file, written after each change as the browser writes
 * IndexedDB (mutating handlers answer after their write). Binary values (file contents of the
 * storage service) are kept as `{ "$bytes": "<base64>" }`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MockPersistence } from '../control';
import type { FaultSnapshot } from '../faults/registry';
import type { DbSnapshot } from '../store/db';
import type { PersistenceAdapter } from '../store/persistence';

interface StateFile {
  format: 1;
  db: DbSnapshot | null;
  faults: FaultSnapshot | null;
}

const BYTES = '$bytes';

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof ArrayBuffer) return { [BYTES]: Buffer.from(value).toString('base64') };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const bytes = (value as Record<string, unknown>)[BYTES];
    if (typeof bytes === 'string' && Object.keys(value).length === 1) return new Uint8Array(Buffer.from(bytes, 'base64'));
  }
  return value;
}

export function encodeState(state: StateFile): string {
  return JSON.stringify(state, replacer);
}

export function decodeState(text: string): StateFile | null {
  const parsed = JSON.parse(text, reviver) as Partial<StateFile>;
  if (parsed.format !== 1) return null;
  return { format: 1, db: parsed.db ?? null, faults: parsed.faults ?? null };
}

/** Both adapters of mockControl.usePersistence, over one file. */
export function createFilePersistence(file: string): MockPersistence {
  let state: StateFile = { format: 1, db: null, faults: null };
  if (existsSync(file)) {
    try {
      state = decodeState(readFileSync(file, 'utf8')) ?? state;
    } catch (error) {
      console.warn(`[mock-server] 无法读取 ${file}，从初始数据开始`, error);
    }
  }
  const write = (): void => {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, encodeState(state));
    renameSync(temporary, file); // a crash mid-write leaves the previous file whole
  };
  const adapter = <K extends 'db' | 'faults'>(key: K): PersistenceAdapter<NonNullable<StateFile[K]>> => ({
    load: () => Promise.resolve(state[key] as NonNullable<StateFile[K]> | null),
    save: (snapshot) => {
      state = { ...state, [key]: snapshot };
      write();
      return Promise.resolve();
    },
    clear: () => {
      state = { ...state, [key]: null };
      write();
      return Promise.resolve();
    },
  });
  return { db: adapter('db'), faults: adapter('faults') };
}
