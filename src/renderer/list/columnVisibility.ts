import { useCallback, useState } from 'react';

/** Versioned: a change of the stored shape bumps the version instead of misreading old data. */
export const COLUMN_VISIBILITY_VERSION = 1;

export function columnVisibilityKey(pageId: string): string {
  return `hpc.list.columns.v${COLUMN_VISIBILITY_VERSION}:${pageId}`;
}

export type VisibilityState = Record<string, boolean>;

/** Stored choices over the defaults; unknown or corrupt storage falls back to the defaults. */
export function readColumnVisibility(pageId: string, defaults: VisibilityState): VisibilityState {
  try {
    const raw = localStorage.getItem(columnVisibilityKey(pageId));
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (typeof stored !== 'object' || stored === null) return defaults;
    const result = { ...defaults };
    for (const [key, value] of Object.entries(stored)) if (key in defaults && typeof value === 'boolean') result[key] = value;
    return result;
  } catch {
    return defaults;
  }
}

/** Column visibility of a page, saved per page in localStorage. */
export function useColumnVisibility(pageId: string, defaults: VisibilityState): [VisibilityState, (next: VisibilityState) => void] {
  const [visibility, setVisibility] = useState(() => readColumnVisibility(pageId, defaults));
  const update = useCallback(
    (next: VisibilityState) => {
      setVisibility(next);
      try {
        localStorage.setItem(columnVisibilityKey(pageId), JSON.stringify(next));
      } catch {
        // Storage full or disabled: the choice still applies for this visit.
      }
    },
    [pageId],
  );
  return [visibility, update];
}
