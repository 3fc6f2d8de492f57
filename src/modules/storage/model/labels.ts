/** docs/behaviour §4 Storage operation record labels. */
export function recordStatusLabel(status: number): string {
  if (status === 3) return '失败';
  if (status === 4) return '已取消';
  return '未知';
}

export function recordTypeLabel(type: number): string {
  switch (type) {
    case 1:
      return '删除文件';
    case 2:
      return '复制文件';
    case 7:
      return '打包';
    case 8:
      return '解压';
    default:
      return '未知';
  }
}

/** A record's `from`/`target`: a JSON list of `{ path }`; anything else is shown as is. */
export function recordPaths(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [json];
    return parsed.map((item) => (typeof item === 'object' && item !== null && 'path' in item ? String(item.path) : String(item)));
  } catch {
    return json ? [json] : [];
  }
}
