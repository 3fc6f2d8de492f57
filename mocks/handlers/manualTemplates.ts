import { db } from '../store/db';
import { pageRows } from './pageRows';
import { fail, intParam, ok } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * GET manual-template/page?pageIndex&pageSize&templateName&category (spec 7.2: manual templates):
 * the chapters 操作指南设置 offers to start the guide from, for those who may edit the guide.
 */
const CATEGORIES = ['start', 'job', 'data', 'billing'];

export const manualTemplateHandlers = [
  operation('manual-template', 'get-page', ({ request }) => {
    const url = new URL(request.url);
    const name = url.searchParams.get('templateName')?.trim() ?? '';
    const category = url.searchParams.get('category') ?? '';
    if (category !== '' && !CATEGORIES.includes(category)) return fail(400, '模板分类不存在');
    const rows = db.collection('manualTemplates').list() as unknown as Record<string, unknown>[];
    return ok(pageRows(rows, {
      filter: (row) => (name === '' || String(row.templateName).includes(name)) && (category === '' || row.category === category),
      sort: { key: 'id' },
      pageIndex: intParam(url, 'pageIndex', 1),
      pageSize: Math.min(intParam(url, 'pageSize', 20), 100),
    }));
  }),
];
