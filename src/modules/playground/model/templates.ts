/** The blank list page the playground offers besides the shipped configs. */
export const BLANK_PAGE_ID = 'playground/new-list';

export function blankListPage(): Record<string, unknown> {
  return {
    $schema: '../../page.schema.json',
    kind: 'list',
    title: '新列表页',
    entity: 'customer',
    family: 'customer',
    permissionPrefix: 'new-list',
    filters: [{ key: 'name', placeholder: '客户名称或联系人' }],
    columns: [{ key: 'name', width: 220 }, { key: 'contact' }, { key: 'phone', slot: 'phone' }, { key: 'createTime', formatTime: 'YYYY-MM-DD HH:mm' }],
  };
}

/** The text the editor starts from: two-space JSON with a final newline, like the files. */
export function configText(config: unknown): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** "operation-center/customer/customer-info" → "customer-info.json". */
export function downloadName(pageId: string): string {
  return `${pageId.split('/').pop() || 'page'}.json`;
}
