/**
 * 作业模板 of 应用运行 (issue 39, schemas/families/app-job-template.json). Hand-written: who sees a
 * template depends on its scope (the owner; the owner's organisation; everyone once an operator
 * publishes it), and each save appends a version — neither is a record verb. Every version is a
 * record of the entity app-job-template (its crud collection); a template is its latest version.
 */
import { crudCollectionName } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { answerFieldErrors } from '../crud/envelope';
import { operation } from '../routing/declaredOperation';
import { answer } from '../routing/operationAnswer';
import { db } from '../store/db';
import type { UserRecord } from '../store/seeds/users';
import { formatBeijingTime } from '../store/time';
import { appForm } from './appForms';
import { fail, readJsonObject } from './respond';

/** The operators' code that publishes a template for everyone: those who keep the application catalogue (应用信息). */
export const PUBLISH_CODE = 'application-information-look';

export interface TemplateField {
  key: string;
  value: string | number;
  help: string;
  locked: boolean;
  lockReason: string;
}

const versions = () => db.collection(crudCollectionName('app-job-template'));
const groupOf = (user: UserRecord): string => String(user.groupInfo[0]?.groupId ?? '');
const codesOf = (user: UserRecord): readonly string[] => db.collection('roles').get(user.role)?.permissions ?? [];

function visibleTo(record: CrudRecord, user: UserRecord): boolean {
  return record.ownerId === user.id || record.scope === 'PUBLIC' || (record.scope === 'ORG' && record.groupId === groupOf(user));
}

/** May the caller save a new version: its own template, or a published one when it publishes. */
function editableBy(record: CrudRecord, user: UserRecord): boolean {
  return record.ownerId === user.id || (record.scope === 'PUBLIC' && codesOf(user).includes(PUBLISH_CODE));
}

function templateOut(latest: CrudRecord, count: number, user: UserRecord) {
  return {
    id: Number(latest.id), templateNo: String(latest.templateNo), version: Number(latest.version), versions: count, appId: Number(latest.appId),
    appName: String(latest.appName ?? ''), name: String(latest.name), description: String(latest.description ?? ''), scope: latest.scope as 'PRIVATE' | 'ORG' | 'PUBLIC',
    ownerName: String(latest.ownerName ?? ''), mine: editableBy(latest, user), fields: JSON.parse(String(latest.fieldsJson)) as TemplateField[], createTime: String(latest.createTime),
  };
}

/** Every template of an application the caller sees, latest version each, newest first. */
export function templatesOf(appId: number, user: UserRecord) {
  const byNo = new Map<string, CrudRecord[]>();
  for (const record of versions().list()) {
    if (Number(record.appId) !== appId) continue;
    byNo.set(String(record.templateNo), [...(byNo.get(String(record.templateNo)) ?? []), record]);
  }
  return [...byNo.values()]
    .map((all) => ({ latest: all.reduce((a, b) => (Number(b.version) > Number(a.version) ? b : a)), count: all.length }))
    .filter(({ latest }) => visibleTo(latest, user))
    .sort((a, b) => String(b.latest.createTime).localeCompare(String(a.latest.createTime)))
    .map(({ latest, count }) => templateOut(latest, count, user));
}

/** The template's fields as sent, kept to the application's form: known keys, a value, help and lock reason as text. */
function readFields(raw: unknown, appName: string): TemplateField[] | string {
  if (!Array.isArray(raw)) return '请提供模板的字段设置';
  const keys = new Set(appForm(appName).fields.map((f) => f.key));
  const fields: TemplateField[] = [];
  for (const item of raw as unknown[]) {
    const f = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const key = String(f.key ?? '');
    if (!keys.has(key)) return `该应用的作业表单没有字段 ${key || '（空）'}`;
    if (typeof f.value !== 'string' && typeof f.value !== 'number') return `字段 ${key} 的取值无效`;
    const help = String(f.help ?? '').trim();
    const lockReason = String(f.lockReason ?? '').trim();
    if (help.length > 200 || lockReason.length > 100) return '填写说明至多 200 字，锁定原因至多 100 字';
    if (f.locked === true && lockReason === '') return `请填写锁定「${appForm(appName).fields.find((x) => x.key === key)?.label ?? key}」的原因`;
    fields.push({ key, value: f.value, help, locked: f.locked === true, lockReason: f.locked === true ? lockReason : '' });
  }
  return fields;
}

export const jobTemplateHandlers = [
  operation('app-job-template', 'get-list', ({ request }, auth) => {
    const appId = Number(new URL(request.url).searchParams.get('appId'));
    return answer('app-job-template', 'get-list', templatesOf(appId, auth.user));
  }),

  // Every version of a template the caller sees, oldest first (none for a template it does not see).
  operation('app-job-template', 'get-versions', ({ request }, auth) => {
    const templateNo = new URL(request.url).searchParams.get('templateNo') ?? '';
    const all = versions().list().filter((r) => r.templateNo === templateNo).sort((a, b) => Number(a.version) - Number(b.version));
    const latest = all.at(-1);
    const seen = latest !== undefined && visibleTo(latest, auth.user) ? all : [];
    return answer('app-job-template', 'get-versions', seen.map((r) => ({
      id: Number(r.id), version: Number(r.version), name: String(r.name), description: String(r.description ?? ''), scope: r.scope as 'PRIVATE' | 'ORG' | 'PUBLIC',
      ownerName: String(r.ownerName ?? ''), fields: JSON.parse(String(r.fieldsJson)) as TemplateField[], createTime: String(r.createTime),
    })));
  }),

  operation('app-job-template', 'post-save', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    const appId = Number(body?.appId);
    // A user saves templates of the applications it subscribes to; an operator of any application in use.
    const publisher = codesOf(auth.user).includes(PUBLISH_CODE);
    const sub = db.collection('appSubscriptions').find((s) => s.appId === appId && (s.userId === auth.user.id ? s.status === 'ACTIVE' : publisher));
    if (!sub) return fail(400, '请选择已订阅的应用');
    const name = String(body?.name ?? '').trim();
    const description = String(body?.description ?? '').trim();
    const scope = String(body?.scope ?? '');
    const errors: Record<string, string> = {};
    if (name === '' || name.length > 30) errors.name = '请输入模板名称（至多 30 字）';
    if (description.length > 200) errors.description = '模板说明至多 200 字';
    if (!['PRIVATE', 'ORG', 'PUBLIC'].includes(scope)) errors.scope = '请选择共享范围';
    if (Object.keys(errors).length > 0) return answerFieldErrors(undefined, errors);
    if (scope === 'PUBLIC' && !publisher) return fail(403, '只有运营人员可以把模板发布给所有用户');
    const fields = readFields(body?.fields, sub.appName);
    if (typeof fields === 'string') return answerFieldErrors(undefined, { fields });

    const templateNo = typeof body?.templateNo === 'string' && body.templateNo !== '' ? body.templateNo : undefined;
    let version = 1;
    if (templateNo !== undefined) {
      const previous = versions().list().filter((r) => r.templateNo === templateNo);
      const latest = previous.reduce<CrudRecord | undefined>((a, b) => (a === undefined || Number(b.version) > Number(a.version) ? b : a), undefined);
      if (!latest || !visibleTo(latest, auth.user)) return fail(404, '模板不存在');
      if (!editableBy(latest, auth.user)) return fail(403, '只能保存自己的模板的新版本');
      version = Number(latest.version) + 1;
    }
    const now = formatBeijingTime(Date.now());
    const record = versions().insert({
      templateNo: templateNo ?? `T${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`, version, appId, appName: sub.appName, name, description, scope,
      ownerId: auth.user.id, ownerName: auth.user.displayName, groupId: groupOf(auth.user), fieldsJson: JSON.stringify(fields), createTime: now,
    } as Omit<CrudRecord, 'id'>);
    return answer('app-job-template', 'post-save', templateOut(record, version, auth.user));
  }),
];
