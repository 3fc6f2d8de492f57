import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { db } from '../store/db';
import { acceptChunk, receivedChunks } from './chunkAssembly';
import { fail, ok, readMultipart } from './respond';
import { storeUpload } from './storedUpload';
import { operation } from '../routing/declaredOperation';
import type { Access } from '../permissions';

/**
 * Hand-written: videos arrive as 5 MB chunks put together into stored bytes, and deleting one removes its file too; the task types are the geoai-task entity's options, not records.
 *
 * GeoAI task types and the tasks' videos (docs/behaviour §7.2 "task-type", "video chunk upload, list per
 * task, delete"): a video comes in 5 MB chunks with an identifier and belongs to one task; the
 * tasks themselves are the generated CRUD family geoai/task (page platform-manage/geoai-task).
 * The videos are records of the geoai-video entity: the list per task and the tasks with their
 * video counts are declared records reads (schemas/families/geoai.json); the chunks stay here, and
 * the delete, which removes the stored bytes with the record.
 */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const VIDEO_TOO_LARGE = '视频大小不能超过 200MB';
const VIDEO_NAME = /\.(mp4|mov|avi|mkv|webm|flv|ts)$/i;

/** The task types are the geoai-task entity's options. */
const taskTypes = () => (crudEntities.get('geoai-task')?.properties.taskType?.oneOf ?? []).map((o) => ({ value: o.const, label: o.title }));

const tasks = () => db.collection(crudCollectionName('geoai-task'));
const videos = () => db.collection(crudCollectionName('geoai-video'));

/** One chunk of a task's video; the finished file becomes the task's video. */
async function receiveVideoChunk(request: Request, auth: Access): Promise<Response> {
  const form = await readMultipart(request);
  if (form instanceof Response) return form;
  const taskId = Number(form.get('taskId'));
  const task = tasks().get(String(taskId));
  if (!task) return fail(404, 'GeoAI任务不存在');
  if (task.status === 4 || task.status === 5) return fail(400, '已驳回或已取消的任务不能上传视频');
  const name = form.get('fileName');
  if (typeof name !== 'string' || !VIDEO_NAME.test(name)) return fail(400, '只能上传 mp4、mov、avi、mkv、webm、flv、ts 格式的视频');
  const result = await acceptChunk(form, auth.user.id, MAX_VIDEO_BYTES, VIDEO_TOO_LARGE);
  if (result instanceof Response) return result;
  if (!result.complete) return ok(result);
  const stored = storeUpload(result.name, result.type || 'video/mp4', result.bytes, auth.user.id);
  const video = videos().insert({ taskId, name: stored.name, size: stored.size, url: stored.url, uploadId: stored.id, uploaderId: auth.user.id, uploadTime: stored.uploadTime });
  return ok({ complete: true, identifier: result.identifier, video });
}


export const geoaiVideoHandlers = [
  operation('geoai', 'get-task-type', () => {
    return ok(taskTypes());
  }),

  /** Which chunks of an unfinished upload (`identifier`) are in already, so a retry sends only the rest. */
  operation('geoai', 'get-video-chunk-upload', ({ request }, auth) => {
    const identifier = new URL(request.url).searchParams.get('identifier') ?? '';
    return ok({ identifier, received: receivedChunks(auth.user.id, identifier) });
  }),

  operation('geoai', 'post-video-chunk-upload', ({ request }, auth) => receiveVideoChunk(request, auth)),

  /**
   * The local chunk upload service (spec 7.2 Geoai tasks: a local chunk upload service on a
   * loopback address): a helper on the operator's own machine that takes the same chunks for
   * files too large for the browser and hands the finished file to the task, signed in with the
   * console's token. The mock serves it at its path on the same origin and keeps the file as the
   * platform's own upload does.
   */
  operation('geoai', 'post-local-chunk', ({ request }, auth) => receiveVideoChunk(request, auth)),

  operation('geoai', 'delete-video', ({ params }) => {
    const video = videos().get(String(params.id));
    if (!video) return fail(404, '视频不存在');
    videos().remove(video.id);
    db.collection('uploads').remove(String(video.uploadId));
    return ok(null);
  }),
];
