import { http } from 'msw';
import { moduleGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import { MANUAL_TEMP_MODULE } from './operationGuide';
import { pageRows } from './pageRows';
import { fail, intParam, ok } from './respond';

/**
 * GET manual-template/page?pageIndex&pageSize&templateName&category (spec 7.2: manual templates):
 * the chapters 操作指南设置 offers to start the guide from, for those who may edit the guide.
 */
const CATEGORIES = ['start', 'job', 'data', 'billing'];

export const manualTemplateHandlers = [
  http.get('*/api/operation-management/v1/manual-template/page', ({ request }) => {
    const access = requireGrant(request, moduleGrants(MANUAL_TEMP_MODULE));
    if (access instanceof Response) return access;
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
