import { http } from 'msw';
import { moduleGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import { WORK_ORDER_TYPES, type WorkOrderRecord } from '../store/seeds/workbench';
import { formatBeijingTime } from '../store/time';
import { newNo } from './expenseBook';
import { durable, fail, ok, readJsonObject } from './respond';

/** 工单管理 of the workbench (spec §7.2 Workorders: POST page, create, confirm, export, detail): the caller's own tickets. */
const OM = '*/api/operation-management/v1/workorder';
export const WORK_ORDER_MODULE = 'wb-work-manage';
const grants = () => moduleGrants(WORK_ORDER_MODULE);
export const WORK_ORDER_STATUS: Readonly<Record<WorkOrderRecord['status'], string>> = { PENDING: '待受理', PROCESSING: '处理中', REPLIED: '待确认', CLOSED: '已完结' };

export const workOrderHandlers = [
  http.post(`${OM}/page`, async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const body = (await readJsonObject(request)) ?? {};
    const status = String(body.status ?? '');
    const keyword = String(body.keyword ?? '').trim();
    const pageIndex = Math.max(1, Number(body.pageIndex) || 1);
    const pageSize = Math.max(1, Number(body.pageSize) || 10);
    const page = db.collection('workOrders').query({
      filter: (w) => w.userId === auth.user.id && (status === '' || w.status === status) && (keyword === '' || w.title.includes(keyword) || w.orderNo.includes(keyword)),
      sort: { key: 'createTime', order: 'desc' }, pageIndex, pageSize,
    });
    return ok({ records: page.records.map((w) => ({ ...w, statusName: WORK_ORDER_STATUS[w.status] })), total: page.total });
  }),

  http.post(`${OM}/create`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const body = (await readJsonObject(request)) ?? {};
    const text = (key: string) => String(body[key] ?? '').trim();
    if (!WORK_ORDER_TYPES.includes(text('type') as (typeof WORK_ORDER_TYPES)[number])) return fail(400, '请选择工单类型');
    if (text('title') === '' || text('title').length > 50) return fail(400, '请输入工单标题（50 字以内）');
    if (text('content') === '' || text('content').length > 1000) return fail(400, '请输入问题描述（1000 字以内）');
    if (!/^1\d{10}$/.test(text('phone'))) return fail(400, '请输入正确的手机号码');
    const order = db.collection('workOrders').insert({
      userId: auth.user.id, orderNo: newNo('GD'), type: text('type'), title: text('title'), content: text('content'), contact: text('contact') || auth.user.displayName,
      phone: text('phone'), status: 'PENDING', replies: [], createTime: formatBeijingTime(Date.now()),
    });
    return ok({ ...order, statusName: WORK_ORDER_STATUS[order.status] });
  })),

  http.post(`${OM}/confirm`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const orders = db.collection('workOrders');
    const order = orders.get(Number(body?.id));
    if (!order || order.userId !== auth.user.id) return fail(404, '工单不存在');
    if (order.status !== 'REPLIED' && order.status !== 'PROCESSING') return fail(400, '只有处理中或待确认的工单可以确认完结');
    const done = orders.update(order.id, { status: 'CLOSED', confirmTime: formatBeijingTime(Date.now()) }) ?? order;
    return ok({ ...done, statusName: WORK_ORDER_STATUS[done.status] });
  })),

  http.get(`${OM}/export`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const rows = db.collection('workOrders').list().filter((w) => w.userId === auth.user.id).sort((a, b) => b.createTime.localeCompare(a.createTime));
    const cells = [['工单编号', '类型', '标题', '状态', '联系人', '联系电话', '提交时间'], ...rows.map((w) => [w.orderNo, w.type, w.title, WORK_ORDER_STATUS[w.status], w.contact, w.phone, w.createTime])];
    const text = '\uFEFF' + cells.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');
    return new Response(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }),

  // The record by `id` in the query: the spec writes GET workorder/detail without a path parameter.
  http.get(`${OM}/detail`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const raw = new URL(request.url).searchParams.get('id')?.trim() ?? '';
    if (!/^\d+$/.test(raw)) return fail(400, '请指定工单');
    const order = db.collection('workOrders').get(Number(raw));
    if (!order || order.userId !== auth.user.id) return fail(404, '工单不存在');
    return ok({ ...order, statusName: WORK_ORDER_STATUS[order.status] });
  }),
];
