/**
 * The portal screens' picture uploads through the operation client: a decoration's pictures by
 * the portal's decoration upload (docs/behaviour §7.2), the navigation pictures by the OSS upload (§7.4,
 * family files). Each answers the picture's URL; a failure has been shown by the client.
 */
import { operationRequest } from '../../../renderer/data/operationClient';

const formOf = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

const urlOf = ({ url }: { url: string }): string => {
  if (url === '') throw new Error('上传失败');
  return url;
};

export async function uploadDecorationImage(file: File): Promise<string> {
  return urlOf(await operationRequest('portal', 'post-decoration-upload', { body: formOf(file) }));
}

export async function uploadNavigationImage(file: File): Promise<string> {
  return urlOf(await operationRequest('files', 'post-upload', { body: formOf(file) }));
}
