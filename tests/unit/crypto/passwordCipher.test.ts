import { describe, expect, it } from 'vitest';
import { decryptPassword, encryptPassword } from '../../../src/core/session/passwordCipher';

describe('password cipher (docs/behaviour §5 Login)', () => {
  const key = 'hpcCloudConsole1';

  it('produces Base64 AES cipher text that decrypts with the same key', () => {
    const cipher = encryptPassword('admin123', key);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(cipher).not.toContain('admin123');
    expect(decryptPassword(cipher, key)).toBe('admin123');
  });

  it('is deterministic for a key (ECB), so the server can compare', () => {
    expect(encryptPassword('密码Ab1!', key)).toBe(encryptPassword('密码Ab1!', key));
  });

  it('does not decrypt under another key', () => {
    expect(decryptPassword(encryptPassword('admin123', key), 'anotherKey123456')).not.toBe('admin123');
  });
});
