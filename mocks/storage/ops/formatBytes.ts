/** Sizes in the transcripts use the console's own formatter (B/KB/MB/GB at 1024, docs/behaviour §9). */
export { formatSize as formatBytes } from '../../../src/contract/storageFormat';
