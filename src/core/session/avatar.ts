import { atom, getDefaultStore } from 'jotai';
import { onLogout } from './logout';

/**
 * The signed-in user's avatar (docs/behaviour §3 "an avatar record list has a first item with
 * attributeContent", §9 avatar attribute type 1), shown in the shell header. Filled from the
 * attribute list read at sign-in (themeApi) and by the personal centre after an upload; '' for
 * none (the header then shows its default icon).
 */
export const avatarAtom = atom<string>('');

/**
 * Only addresses an <img> may load: the platform's uploaded files, an inline raster or SVG image
 * (an <img> runs no script in SVG), http(s) or blob URLs. Anything else reads as no avatar.
 */
export function safeAvatarUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  return /^(\/api\/|https?:\/\/|blob:|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(url) ? url : '';
}

export function publishAvatar(value: unknown): void {
  getDefaultStore().set(avatarAtom, safeAvatarUrl(value));
}

// A new session starts without the previous user's picture.
onLogout(() => getDefaultStore().set(avatarAtom, ''));
