/**
 * The personal centre's calls (mocks/handlers/personalCentre.ts documents them) and what a saved
 * change does to the running session: the header's name and avatar follow at once.
 */
import { getDefaultStore } from 'jotai';
import { http } from '../../../core/http/client';
import { publishAvatar } from '../../../core/session/avatar';
import { sessionAtom } from '../../../core/session/sessionAtoms';
import { writeStored } from '../../../core/session/storageKeys';
import { uploadFile } from '../../../renderer/files/uploadFile';

export interface Profile {
  id: string;
  userName: string;
  displayName: string;
  phone: string;
  email: string;
  accountType: 'person' | 'enterprise';
  roleName: string;
  groupName: string;
  avatar: string;
  endTime: string;
  createTime: string;
}

const data = <T>(body: unknown): T => (body as { data: T }).data;
/** Spec §9: avatar attribute type 1. */
export const AVATAR_ATTRIBUTE_TYPE = 1;
export const AVATAR_MAX_MB = 2;

export async function fetchProfile(): Promise<Profile> {
  return data<Profile>(await http.get('/api/aam/v1/portal/user/profile', { loading: false, silent: true }));
}

export async function saveDisplayName(displayName: string): Promise<void> {
  await http.put('/api/aam/v1/portal/user/info', { displayName });
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
  await http.put('/api/operation-management/v1/user/attribute/avatar', { attributeContent: url, userId, attributeType: AVATAR_ATTRIBUTE_TYPE });
  publishAvatar(url);
  return url;
}
