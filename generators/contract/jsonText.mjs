/**
 * JSON as the hand-edited files of schemas/ are written: two-space indentation, and any object or
 * array that fits on one line within the width printed on one line (`{ "a": 1 }`, `["x", "y"]`).
 * Generators that add to a hand-edited file write it back with this, so the file keeps its look
 * and a diff shows only what changed.
 */
const WIDTH = 120;

function inline(value) {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function block(value, indent, prefixLength) {
  const flat = inline(value);
  if (!value || typeof value !== 'object' || indent.length + prefixLength + flat.length + 1 <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${block(item, inner, 0)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return `${inner}${key}${block(v, inner, key.length)}`;
  }).join(',\n')}\n${indent}}`;
}

/** The value as file text, ending with a newline. */
export function formatJson(value) {
  return `${block(value, '', 0)}\n`;
}
