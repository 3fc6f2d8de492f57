/**
 * Hostile storage content the tests plant themselves (by uploading it, as an attacker would):
 * the demo's storage holds only what a real user's home would.
 */
import { strToU8, zipSync } from 'fflate';

/** A file name that is an HTML injection attempt: every screen must show it as text. */
export const HTML_FILE_NAME = '<img src=x onerror=alert(1)>.txt';
export const HTML_FILE_BODY = '文件名里带有 HTML 标签，界面应当原样显示为文字。\n';

/** An archive with an entry escaping its target directory (Zip Slip). */
export const HOSTILE_ZIP_NAME = '恶意压缩包.zip';
export const HOSTILE_ZIP_ESCAPE = '../../逃逸.txt';

export function hostileZip(): Uint8Array {
  return zipSync({
    'readme.txt': strToU8('这个压缩包含有越界条目，用于演示 Zip Slip 防护。\n'),
    [HOSTILE_ZIP_ESCAPE]: strToU8('如果你在解压目录之外看到这个文件，说明防护失效。\n'),
  });
}
