/**
 * GET application-manage/icon/{id}: the picture of one application (the 应用图标 column of 应用信息,
 * the portal's cards). Public, like the files route: an <img> cannot send a token, and the
 * catalogue it belongs to is read by every portal visitor. It answers the icon uploaded in the
 * application's form when there is one, else a badge drawn from the application's name in its
 * category's colour — what the platform shows for an application nobody gave a picture.
 * Hand-written: it answers image bytes (an upload's or a drawn SVG), not a record.
 */
import { HttpResponse } from 'msw';
import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { base64ToBytes, FILES_PATH } from '../store/seeds/uploads';
import { fail } from './respond';
import { publicOperation } from '../routing/declaredOperation';

export const APP_NOT_FOUND = '应用不存在';

/** Badge colours by category (应用分类 ids 1–8), then by id for categories added later. */
const COLOURS = ['#1677ff', '#13a8a8', '#2f54eb', '#fa8c16', '#1890ff', '#722ed1', '#52c41a', '#8c8c8c'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Up to two letters (VASP → VA, Materials Studio → MS) or the first Chinese character. */
export function badgeText(appName: string): string {
  const name = appName.trim();
  const words = name.split(/[\s_-]+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return [...name][0] ?? '应';
}

export function badgeSvg(appName: string, colourIndex: number): string {
  const colour = COLOURS[((colourIndex % COLOURS.length) + COLOURS.length) % COLOURS.length]!;
  const text = escapeXml(badgeText(appName));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80" role="img" aria-label="${escapeXml(appName)}">`
    + `<rect width="80" height="80" rx="16" fill="${colour}"/>`
    + `<text x="40" y="40" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${text.length > 1 ? 30 : 36}" font-weight="600" fill="#fff">${text}</text></svg>`;
}

/** The upload an application's `icon` field names, if it names one of this server's files. */
function uploadedIcon(icon: unknown) {
  if (typeof icon !== 'string') return undefined;
  const at = icon.indexOf(`${FILES_PATH}/`);
  if (at < 0) return undefined;
  const id = decodeURIComponent(icon.slice(at + FILES_PATH.length + 1).split('/')[0] ?? '');
  const record = db.collection('uploads').get(id);
  return record && /^image\/(png|jpe?g|gif|webp)$/i.test(record.type) ? record : undefined;
}

export const applicationIconHandlers = [
  publicOperation('application-manage', 'get-icon', ({ params }) => {
    const app = db.collection(crudCollectionName('application')).get(String(params.id));
    if (!app) return fail(404, APP_NOT_FOUND);
    const headers = { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' };
    const upload = uploadedIcon(app.icon);
    if (upload) return new HttpResponse(base64ToBytes(upload.content), { headers: { ...headers, 'Content-Type': upload.type } });
    const svg = badgeSvg(String(app.appName ?? ''), Number(app.categoryId ?? app.id) - 1);
    return new HttpResponse(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' } });
  }),
];
