/**
 * The personal centre's writes (schemas/families portal-user put-info, user put-attribute-avatar)
 * and what a saved change does to the running session: the header's name and avatar follow at
 * once. Both go through the operation client, so the profile read (portal-user get-profile) is
 * read again after each.
 */
import { getDefaultStore } from 'jotai';
import { publishAvatar } from '../../../core/session/avatar';
import { sessionAtom } from '../../../core/session/sessionAtoms';
import { writeStored } from '../../../core/session/storageKeys';
import { operationWrite } from '../../../renderer/data/operationQueries';
import { uploadFile } from '../../../renderer/files/uploadFile';

/** docs/behaviour §9: avatar attribute type 1. */
export const AVATAR_ATTRIBUTE_TYPE = 1;
export const AVATAR_MAX_MB = 2;

export async function saveDisplayName(displayName: string): Promise<void> {
  await operationWrite('portal-user', 'put-info', { body: { displayName } });
  const store = getDefaultStore();
  const session = store.get(sessionAtom);
  if (session?.userInfo) {
    const userInfo = { ...session.userInfo, displayName };
    store.set(sessionAtom, { ...session, userInfo });
    writeStored('userInfo', JSON.stringify(userInfo));
  }
}

/** Uploads the picture, saves it as the avatar attribute (type 1) and shows it in the header. */
export async function uploadAvatar(file: File, userId: string): Promise<string> {
  const { url } = await uploadFile(file);
  await operationWrite('user', 'put-attribute-avatar', { body: { attributeContent: url, userId, attributeType: AVATAR_ATTRIBUTE_TYPE } }, { also: ['portal-user'] });
  publishAvatar(url);
  return url;
}
