import { createForm, type Field } from '@formily/core';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_UNEXPECTED_ERROR } from '../../../src/core/feedback/developerFault';
import { HttpError } from '../../../src/core/http/HttpError';
import { FIX_AND_RESEND, formRefusal } from '../../../src/ui/form/fieldRefusals';

/** A form with the fields a resource application has, some typed. */
function applicationForm() {
  const form = createForm({ initialValues: { phone: '1390000', company: '中山大学化学院' } });
  form.createField({ name: 'phone' });
  form.createField({ name: 'company' });
  return form;
}

const refused = (status: number, body: unknown) => new HttpError({ kind: 'status', status, message: '请求参数错误', url: '/api/x', body });
const selfErrors = (form: ReturnType<typeof applicationForm>, name: string) => (form.query(name).take() as Field | undefined)?.selfErrors;

describe('formRefusal: a hand-written form told why the server refused it', () => {
  it('field refusals show at their fields, what was typed stays, and the form says to fix and send again', () => {
    const form = applicationForm();
    const said = formRefusal(form, refused(400, { code: 400, message: '手机号格式不正确', errors: { phone: '手机号格式不正确' } }));
    expect(said).toBe(FIX_AND_RESEND);
    expect(said).toBe('请按提示修改后重新提交');
    expect(selfErrors(form, 'phone')).toEqual(['手机号格式不正确']);
    expect(selfErrors(form, 'company')).toEqual([]);
    expect(form.values).toEqual({ phone: '1390000', company: '中山大学化学院' });
  });

  it('a refused field\'s message goes once the user changes it, so the corrected form validates and can be sent', async () => {
    const form = applicationForm();
    formRefusal(form, refused(400, { code: 400, message: '验证码错误', errors: { phone: '手机号格式不正确', company: '单位名称已存在' } }));
    await expect(form.validate()).rejects.toBeDefined();
    (form.query('phone').take() as Field).onInput('13900001111');
    expect(selfErrors(form, 'phone')).toEqual([]);
    // The other refused field keeps its message until it is changed too.
    expect(selfErrors(form, 'company')).toEqual(['单位名称已存在']);
    (form.query('company').take() as Field).onInput('中山大学化学学院');
    await expect(form.validate()).resolves.toBeUndefined();
    // A second refusal marks again and is cleared the same way (the effect is added once).
    formRefusal(form, refused(400, { code: 400, message: 'x', errors: { phone: '手机号已注册' } }));
    expect(selfErrors(form, 'phone')).toEqual(['手机号已注册']);
    (form.query('phone').take() as Field).onInput('13900002222');
    expect(selfErrors(form, 'phone')).toEqual([]);
  });

  it('a refusal that names no field is said as the failure reads, and marks no field', () => {
    const form = applicationForm();
    const limit = new HttpError({ kind: 'status', status: 429, message: '提交过于频繁，请稍后再试', url: '/api/x', body: { code: 429, message: '提交过于频繁，请稍后再试' } });
    expect(formRefusal(form, limit)).toBe('提交过于频繁，请稍后再试');
    expect(selfErrors(form, 'phone')).toEqual([]);
  });

  it('developer text never reaches the user: an engine error reads as the general message', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    expect(formRefusal(applicationForm(), new TypeError("Cannot read properties of undefined (reading 'orderNo')"))).toBe(PAGE_UNEXPECTED_ERROR);
    expect(console).toHaveBeenCalled();
    console.mockRestore();
  });
});
