import { HttpResponse } from 'msw';
import { sameValue } from '../../src/contract/inputPolicy';
import { nameOf } from '../../src/core/text/normalizeName';
import { crudEntities } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { validateRecord } from '../crud/validateRecord';
import { db } from '../store/db';
import { menusOf, menuTable, nowText, pagesOf, pageTable, portalTable } from './portalData';
import { fail, ok, readJsonObject } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * Hand-written beside the generated CRUD of portals (manage/info, family portal): copying a portal
 * takes its menus, pages and decorations along with new ids and the menu-page links remapped —
 * not a call on one record. Guarded (temp-config-look) by its declaration.
 * - POST manage/copy/{id}  { portalName?, identificationCode? }
 * GET domain/list (the 绑定域名 options with the portal bound to each) is a declared records read.
 */
const portalEntity = () => crudEntities.get('portal')!;

function uniqueCopy(value: string, key: string, suffix: (n: number) => string, max: number): string {
  for (let n = 1; ; n += 1) {
    const candidate = `${value.slice(0, max - suffix(n).length)}${suffix(n)}`;
    if (!portalTable().find((p) => p[key] === candidate)) return candidate;
  }
}

/** A name or code the body chose, checked as the portal form's are (pattern, length, 已存在). */
function chosenRefusals(chosen: Record<string, string>): Record<string, string> {
  const errors = validateRecord(portalEntity(), chosen, true);
  for (const [key, value] of Object.entries(chosen)) {
    if (!errors[key] && portalTable().find((p) => sameValue(p[key], value))) errors[key] = `${portalEntity().properties[key]!.title}已存在`;
  }
  return errors;
}

function withoutId<T extends { id: number }>(record: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = record;
  void _id;
  return rest;
}

/** Copies a portal with everything it owns, new ids throughout, menu-page links remapped. */
function copyPortal(source: CrudRecord, name: string | null, code: string | null): CrudRecord {
  const now = nowText();
  const copy = portalTable().insert({
    ...withoutId(source),
    portalName: name ?? uniqueCopy(String(source.portalName), 'portalName', (n) => (n === 1 ? '-副本' : `-副本${n}`), 30),
    identificationCode: code ?? uniqueCopy(String(source.identificationCode), 'identificationCode', (n) => `-copy${n}`, 20),
    domain: '',
    isDefault: 0,
    createTime: now,
    updateTime: now,
  });
  const pageIds = new Map<number, number>();
  for (const page of pagesOf(source.id)) {
    const created = pageTable().insert({ ...withoutId(page), portalId: copy.id, createTime: now, updateTime: now });
    pageIds.set(page.id, created.id);
    const decoration = db.collection('portalDecorations').get(page.id);
    if (decoration) db.collection('portalDecorations').insert({ ...decoration, id: created.id, updateTime: now });
  }
  const menus = menusOf(source.id);
  const menuIds = new Map<number, number>();
  // Main menus first, so each sub menu finds its parent's new id.
  for (const menu of [...menus.filter((m) => m.parentId === 0), ...menus.filter((m) => m.parentId !== 0)]) {
    const created = menuTable().insert({
      ...withoutId(menu),
      portalId: copy.id,
      parentId: menu.parentId === 0 ? 0 : (menuIds.get(menu.parentId) ?? 0),
      pageId: menu.pageId === null ? null : (pageIds.get(menu.pageId) ?? null),
      createTime: now,
    });
    menuIds.set(menu.id, created.id);
  }
  return copy;
}

export const portalManageHandlers = [
  operation('portal', 'post-manage-copy', async ({ request, params }) => {
    const source = portalTable().get(Number(params.id));
    if (!source) return fail(404, '门户不存在');
    const body = (await readJsonObject(request)) ?? {};
    const chosen = Object.fromEntries((['portalName', 'identificationCode'] as const).map((key) => [key, nameOf(body[key])]).filter(([, value]) => value !== ''));
    const errors = chosenRefusals(chosen);
    if (Object.keys(errors).length > 0) return HttpResponse.json({ code: 400, message: Object.values(errors)[0], errors }, { status: 400 });
    const copy = copyPortal(source, chosen.portalName ?? null, chosen.identificationCode ?? null);
    return ok({ ...copy, menuCount: menusOf(copy.id).length, pageCount: pagesOf(copy.id).length });
  }),
];
