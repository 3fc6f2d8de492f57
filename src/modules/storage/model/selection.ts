/**
 * Multi-selection of the file table (docs/behaviour §2.8 "Multi-select works with ctrl, shift and a
 * selection column") and keyboard movement. Keys are paths; `ordered` is the table's current
 * order across all pages, so a shift-range or an arrow key may cross a page boundary.
 */
export interface Selection {
  keys: ReadonlySet<string>;
  /** Where a shift-range starts. */
  anchor: string | null;
  /** The keyboard cursor (the focused row). */
  cursor: string | null;
}

export const EMPTY_SELECTION: Selection = { keys: new Set(), anchor: null, cursor: null };

function range(ordered: readonly string[], from: string | null, to: string): string[] {
  const end = ordered.indexOf(to);
  const start = from === null ? -1 : ordered.indexOf(from);
  if (end < 0) return [];
  if (start < 0) return [to];
  return ordered.slice(Math.min(start, end), Math.max(start, end) + 1);
}

export interface Modifiers {
  ctrl: boolean;
  shift: boolean;
}

/** A click on row `key`: plain selects it alone, ctrl toggles it, shift selects the range from the anchor. */
export function clickSelect(selection: Selection, ordered: readonly string[], key: string, mods: Modifiers): Selection {
  if (mods.shift) {
    const keys = new Set(mods.ctrl ? selection.keys : []);
    for (const each of range(ordered, selection.anchor ?? key, key)) keys.add(each);
    return { keys, anchor: selection.anchor ?? key, cursor: key };
  }
  if (mods.ctrl) {
    const keys = new Set(selection.keys);
    if (keys.has(key)) keys.delete(key);
    else keys.add(key);
    return { keys, anchor: key, cursor: key };
  }
  return { keys: new Set([key]), anchor: key, cursor: key };
}

/** Arrow keys: move the cursor by `delta`; with shift, extend the selection from the anchor. */
export function moveCursor(selection: Selection, ordered: readonly string[], delta: number, extend: boolean): Selection {
  if (ordered.length === 0) return selection;
  const at = selection.cursor === null ? -1 : ordered.indexOf(selection.cursor);
  const next = at < 0 ? (delta > 0 ? 0 : ordered.length - 1) : Math.max(0, Math.min(ordered.length - 1, at + delta));
  const key = ordered[next] ?? null;
  if (key === null) return selection;
  if (extend) return { keys: new Set(range(ordered, selection.anchor ?? key, key)), anchor: selection.anchor ?? key, cursor: key };
  return { keys: new Set([key]), anchor: key, cursor: key };
}

/** Keeps only keys still listed (after a refresh or a filter change). */
export function pruneSelection(selection: Selection, present: ReadonlySet<string>): Selection {
  const keys = new Set([...selection.keys].filter((key) => present.has(key)));
  const keep = (key: string | null) => (key !== null && present.has(key) ? key : null);
  return { keys, anchor: keep(selection.anchor), cursor: keep(selection.cursor) };
}
