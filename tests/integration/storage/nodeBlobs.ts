import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Under vitest's jsdom, Blob/File/FormData are jsdom's while fetch is Node's, and Node's fetch
 * cannot send a jsdom Blob (it has no stream()): a multipart upload would carry the text
 * "[object Blob]". Storage tests upload real bytes, so they use Node's classes throughout,
 * as a browser uses its own throughout. Import this first in such a test file.
 */
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;

Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
