import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import Base64 from 'crypto-js/enc-base64.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';

/**
 * docs/behaviour §5 Login: the password is encrypted with a block cipher (AES, ECB, PKCS#7) under the
 * shared key from config.json, and the cipher text is sent as Base64.
 */
export function encryptPassword(plain: string, key: string): string {
  const cipher = AES.encrypt(Utf8.parse(plain), Utf8.parse(key), { mode: ECB, padding: Pkcs7 });
  return cipher.ciphertext.toString(Base64);
}

/** The inverse, used by the mock token endpoint; returns null when the text does not decrypt. */
export function decryptPassword(cipherBase64: string, key: string): string | null {
  try {
    const plain = AES.decrypt(cipherBase64, Utf8.parse(key), { mode: ECB, padding: Pkcs7 });
    const text = plain.toString(Utf8);
    return text === '' && cipherBase64 !== '' ? null : text;
  } catch {
    return null; // malformed Base64 or padding: not a password we issued
  }
}
