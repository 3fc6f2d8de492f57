import { HttpResponse } from 'msw';
import { crudCollectionName } from '../crud/crudCollections';
import { callerCodes } from '../permissions';
import { inOrgScope, orgScopeOf } from '../permissions/orgScope';
import { db } from '../store/db';
import { base64ToBytes, FILES_PATH } from '../store/seeds/uploads';
import { fail, ok, readMultipart } from './respond';
import type { AuthContext } from './session';
import { storeUpload } from './storedUpload';
import { operation } from '../routing/declaredOperation';

/**
 * 企业 (spec 7.2 Company): GET company/info/{id} and the business permit's upload and download
 * with the company's {id}. Who may call them follows the company family's own calls: reading
 * needs what 企业详情 needs (its look code), uploading what saving a company needs (its edit code);
 * a sub-centre reads and changes only the companies its organisation scope serves (the entity's
 * groupId), others read as absent.
 * Hand-written: a multipart upload stored as a file and its download as bytes, and a read that adds
 * the stored file's facts and counts of two other entities' records matched by the company's name
 * (not by a field pointing at its id, which x-count would count).
 *
 *   GET  company/info/{id}                 the company with its permit's file facts and how many
 *                                          resources and customer applications it holds
 *   POST company-info/permit/upload/{id}   multipart `file`: pdf, jpg, jpeg or png up to 10 MB;
 *                                          replaces the permit (the record's `permit` is its URL)
 *   GET  company-info/permit/download/{id} the permit's bytes, as an attachment
 */
const COMPANIES = crudCollectionName('company');
export const PERMIT_TYPES = /\.(pdf|jpe?g|png)$/i;
export const PERMIT_MAX_BYTES = 10 * 1024 * 1024;


/** The company the path names when the caller's scope reaches it. */
function companyFor(auth: AuthContext, id: unknown) {
  const company = db.collection(COMPANIES).get(Number(id));
  if (!company || !inOrgScope(orgScopeOf(auth.user, callerCodes(auth)), String(company.groupId ?? ''))) return undefined;
  return company;
}

/** The stored upload a permit URL names (files/{uploadId}/{name}). */
function permitUpload(permit: unknown) {
  if (typeof permit !== 'string' || !permit.startsWith(`${FILES_PATH}/`)) return undefined;
  const [uploadId] = permit.slice(FILES_PATH.length + 1).split('/');
  return uploadId ? db.collection('uploads').get(decodeURIComponent(uploadId)) : undefined;
}

const count = (entity: string, companyName: unknown) =>
  db.collection(crudCollectionName(entity)).count((record) => record.customerName === companyName);

export const companyPermitHandlers = [
  operation('company-info', 'get-info', ({ params }, access) => {
    const company = companyFor(access, params.id);
    if (!company) return fail(404, '企业不存在');
    const upload = permitUpload(company.permit);
    return ok({
      ...company,
      permitFile: upload ? { name: upload.name, size: upload.size, type: upload.type, uploadTime: upload.uploadTime } : null,
      resourceCount: count('customer-resource', company.companyName),
      appCount: count('customer-app', company.companyName),
    });
  }),

  operation('company-info', 'post-permit-upload', async ({ request, params }, access) => {
    const company = companyFor(access, params.id);
    if (!company) return fail(404, '企业不存在');
    const form = await readMultipart(request);
    if (form instanceof Response) return form;
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0) return fail(400, '请选择营业执照文件');
    const name = file instanceof File ? file.name : 'permit';
    if (!PERMIT_TYPES.test(name)) return fail(400, '营业执照只支持 pdf、jpg、png 格式');
    if (file.size > PERMIT_MAX_BYTES) return fail(400, '营业执照文件不能超过 10MB');
    const stored = storeUpload(name, file.type, new Uint8Array(await file.arrayBuffer()), access.user.id);
    db.collection(COMPANIES).update(company.id, { permit: stored.url });
    return ok({ id: company.id, permit: stored.url, name: stored.name, size: stored.size, uploadTime: stored.uploadTime });
  }),

  operation('company-info', 'get-permit-download', ({ params }, access) => {
    const company = companyFor(access, params.id);
    if (!company) return fail(404, '企业不存在');
    const upload = permitUpload(company.permit);
    if (!upload) return fail(404, '该企业尚未上传营业执照');
    return new HttpResponse(base64ToBytes(upload.content), {
      headers: {
        'Content-Type': upload.type,
        'Content-Length': String(upload.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(upload.name)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
