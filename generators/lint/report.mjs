/**
 * Problems found by lint:schemas. An error fails the run (exit 1); a warning is printed and
 * counted but does not (e.g. menu routes whose page is not written yet: the shell shows
 * 页面未配置 for them by design).
 */

/** A JSON pointer (RFC 6901) from path segments: "/columns/3/key". */
export function pointer(...segments) {
  if (segments.length === 0) return '/';
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

export function createReport() {
  const errors = [];
  const warnings = [];
  return {
    errors,
    warnings,
    /** file: absolute path; at: JSON pointer; hint: what to do, in Chinese. */
    error(file, at, message, hint) {
      errors.push({ level: 'error', file, pointer: at, message, hint });
    },
    warn(file, at, message, hint, kind = 'other') {
      warnings.push({ level: 'warning', kind, file, pointer: at, message, hint });
    },
  };
}

/** Edit distance, for "did you mean" hints on misspelt field names. */
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** "是否想写 xxx？" for a near miss, else the candidates (at most 12). */
export function suggest(name, candidates, what = '可选值') {
  const list = [...candidates];
  const near = list
    .map((c) => ({ c, d: distance(String(name).toLowerCase(), c.toLowerCase()) }))
    .filter(({ d }) => d <= Math.max(1, Math.floor(String(name).length / 3)))
    .sort((x, y) => x.d - y.d)[0];
  if (near) return `是否想写 "${near.c}"？`;
  if (list.length === 0) return `没有${what}`;
  const shown = list.slice(0, 12).join(', ');
  return `${what}：${shown}${list.length > 12 ? ` 等 ${list.length} 个` : ''}`;
}
