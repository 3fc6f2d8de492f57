import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT, passwordClassCount, PasswordMessages, passwordStrength, STRENGTH_LABELS,
  validateConfirmPassword, validateNewPassword, validateOldPassword,
} from '../../../src/core/session/passwordRules';

describe('change-password rules (docs/behaviour §5)', () => {
  it('messages are word for word', () => {
    expect(PasswordMessages).toEqual({
      oldRequired: '请输入原密码',
      newRequired: '请输入新密码',
      newLength: '未按要求设置密码',
      confirmRequired: '请再次输入密码',
      confirmMismatch: '密码输入不一致',
    });
    expect(PASSWORD_HINT).toContain('6-12');
    for (const word of ['大小写字母', '数字', '特殊符号']) expect(PASSWORD_HINT).toContain(word);
  });

  it('the old password is required', () => {
    expect(validateOldPassword('')).toBe('请输入原密码');
    expect(validateOldPassword(undefined)).toBe('请输入原密码');
    expect(validateOldPassword('x')).toBeNull();
  });

  it('the new password is required and 6 to 12 characters', () => {
    expect(validateNewPassword('')).toBe('请输入新密码');
    expect(validateNewPassword(null)).toBe('请输入新密码');
    expect(validateNewPassword('12345')).toBe('未按要求设置密码');
    expect(validateNewPassword('123456')).toBeNull();
    expect(validateNewPassword('Abc@12345678')).toBeNull(); // 12
    expect(validateNewPassword('Abc@123456789')).toBe('未按要求设置密码'); // 13
    // Counted as the user sees characters: twelve emoji are twelve characters, not 24 code units.
    expect(validateNewPassword('😀'.repeat(12))).toBeNull();
    expect(validateNewPassword('😀'.repeat(13))).toBe('未按要求设置密码');
  });

  it('the confirmation is required and must equal the new password', () => {
    expect(validateConfirmPassword('', 'Abc123')).toBe('请再次输入密码');
    expect(validateConfirmPassword('Abc124', 'Abc123')).toBe('密码输入不一致');
    expect(validateConfirmPassword('abc123', 'Abc123')).toBe('密码输入不一致');
    expect(validateConfirmPassword('Abc123', 'Abc123')).toBeNull();
    expect(validateConfirmPassword('Abc123', undefined)).toBe('密码输入不一致');
  });
});

describe('password strength (docs/behaviour §5: digit, letter, special symbol)', () => {
  it.each([
    ['', 0, 'weak'],
    ['123456', 1, 'weak'],
    ['abcdef', 1, 'weak'],
    ['ABCDEF', 1, 'weak'],
    ['!@#$%^', 1, 'weak'],
    ['abc123', 2, 'medium'],
    ['ABC123', 2, 'medium'],
    ['abc!@#', 2, 'medium'],
    ['123!@#', 2, 'medium'],
    ['aB3!xy', 3, 'strong'],
    ['Hpc@2026', 3, 'strong'],
    ['密码abc1', 3, 'strong'], // a Chinese character is neither digit nor ASCII letter: special
    ['pass word1', 3, 'strong'], // so is a space
  ])('%j has %i classes: %s', (value, count, strength) => {
    expect(passwordClassCount(value)).toBe(count);
    expect(passwordStrength(value)).toBe(strength);
  });

  it('labels are 弱 / 中 / 强', () => {
    expect(STRENGTH_LABELS).toEqual({ weak: '弱', medium: '中', strong: '强' });
  });
});
