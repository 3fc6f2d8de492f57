import { installStorageHousekeeping } from '../content/garbage';
import { browseHandlers } from './browse';
import { optHandlers } from './opt';
import { uploadHandlers } from './upload';

installStorageHousekeeping();

/**
 * The storage service behind the operation-management proxy (docs/behaviour §7.3), all under
 * /api/operation-management/v1/starlight/api/storage/. Progress of operations streams over
 * the storage-progress socket (mocks/ws/storageProgress.ts).
 */
export const storageHandlers = [...browseHandlers, ...optHandlers, ...uploadHandlers];
