/**
 * A list's query hook over a provider whose calls the test answers one by one: for the tests of
 * the list data path (stale answers, read-ahead, reload) without a page or a server.
 */
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import type { CallOptions, DataProvider } from '../../src/renderer/data/dataProvider';
import type { ListParams } from '../../src/renderer/data/resolveListQuery';
import type { DataRecord, ListResult } from '../../src/renderer/data/resolveResponse';
import type { ListQuerySetup } from '../../src/renderer/list/listSetup';
import { useListQuery } from '../../src/renderer/list/useListQuery';
import { renderHook } from './testingLibrary';

export interface ScriptedCall {
  params: ListParams;
  options?: CallOptions;
  resolve: (value: ListResult) => void;
  reject: (error: Error) => void;
}

/** A provider whose list calls wait for the test's answer. */
export function scriptedProvider(base = '/api/test/v1/things') {
  const calls: ScriptedCall[] = [];
  const provider = {
    family: { base, verbs: ['list'] },
    getList: vi.fn((params: ListParams, options?: CallOptions) =>
      new Promise<ListResult>((resolve, reject) => calls.push({ params, options, resolve, reject }))),
  } as unknown as DataProvider;
  return { calls, provider };
}

export function setupOf(provider: DataProvider): ListQuerySetup {
  return { filters: [], sortableKeys: [], provider, stateOptions: { filterKeys: [], sortableKeys: [] } };
}

export const rowsFrom = (first: number, count: number, label = 'v1'): DataRecord[] =>
  Array.from({ length: count }, (_, i) => ({ id: first + i, name: `${label}-${first + i}` }));

/** The hook in a router at /list, with the address and a navigate function beside it. */
export function renderList(setup: ListQuerySetup) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list']}>{children}</MemoryRouter>;
  return renderHook(() => ({ query: useListQuery(setup), location: useLocation(), navigate: useNavigate() }), { wrapper });
}
