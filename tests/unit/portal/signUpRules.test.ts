import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, maskPhone, validateCompanyName, validatePasswordToSet, validatePhone, validateSmsCode } from '../../../src/contract/signUpRules';
import { purposeOfTemplate, SMS_TEMPLATES, VERIFICATION_SMS_TYPE } from '../../../src/contract/smsTemplates';

describe('sign-up and reset field rules', () => {
  it('phone and SMS code', () => {
    expect(validatePhone('')).toBe('请输入手机号');
    expect(validatePhone('1380000111')).toBe('请输入正确的手机号');
    expect(validatePhone('12800001111')).toBe('请输入正确的手机号');
    expect(validatePhone(' 13800001111 ')).toBeNull();
    expect(validateSmsCode('')).toBe('请输入验证码');
    expect(validateSmsCode('12a456')).toBe('验证码为6位数字');
    expect(validateSmsCode('123456')).toBeNull();
  });

  it('passwords are 6 to 12 characters (docs/behaviour §5 未按要求设置密码), counted as seen', () => {
    expect(validatePasswordToSet('', '请输入密码')).toBe('请输入密码');
    expect(validatePasswordToSet('12345', '请输入新密码')).toBe('未按要求设置密码');
    expect(validatePasswordToSet('1234567890123', '请输入新密码')).toBe('未按要求设置密码');
    expect(validatePasswordToSet('密码😀😀😀1', 'x')).toBeNull();
  });

  it('enterprise names, masked phones and server field errors', () => {
    expect(validateCompanyName(' ')).toBe('请输入企业名称');
    expect(validateCompanyName('甲')).toBe('企业名称不能少于2个字符');
    expect(validateCompanyName('甲\u200B')).toBe('企业名称不能少于2个字符');
    expect(validateCompanyName('企'.repeat(61))).toBe('企业名称不能超过50个字符');
    expect(validateCompanyName('企'.repeat(50))).toBeNull();
    expect(validateCompanyName('星河科技')).toBeNull();
    expect(maskPhone('13800001111')).toBe('138****1111');
    expect(fieldErrorsOf({ errors: { phone: '该手机号已注册', n: 3 } })).toEqual({ phone: '该手机号已注册' });
    expect(fieldErrorsOf('x')).toEqual({});
  });

  it('verification codes are SMS type 2, one template per purpose (docs/behaviour §9)', () => {
    expect(VERIFICATION_SMS_TYPE).toBe(2);
    expect(purposeOfTemplate(SMS_TEMPLATES.register)).toBe('register');
    expect(purposeOfTemplate('nope')).toBeNull();
  });
});
