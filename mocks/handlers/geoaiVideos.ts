import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { acceptChunk, receivedChunks } from './chunkAssembly';
import { fail, ok, readMultipart } from './respond';
import { storeUpload } from './storedUpload';
import { operation } from '../routing/declaredOperation';
import type { Access } from '../permissions';

/**
 * GeoAI task types and the tasks' videos (spec §7.2 "task-type", "video chunk upload, list per
 * task, delete"): a video comes in 5 MB chunks with an identifier and belongs to one task; the
 * tasks themselves are the generated CRUD family geoai/task (page platform-manage/geoai-task).
 */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const VIDEO_TOO_LARGE = '视频大小不能超过 200MB';
const VIDEO_NAME = /\.(mp4|mov|avi|mkv|webm|flv|ts)$/i;

export const TASK_TYPES = [
  { value: 1, label: '遥感影像解译' }, { value: 2, label: '地表变化检测' }, { value: 3, label: '目标识别' },
  { value: 4, label: '视频智能分析' }, { value: 5, label: '三维实景重建' },
] as const;

const tasks = () => db.collection(crudCollectionName('geoai-task'));
const videos = () => db.collection('geoaiVideos');

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
    return ok(TASK_TYPES);
  }),

  /** The tasks a video can be put under (not the finished, rejected or cancelled ones' uploads), latest first. */
  operation('geoai', 'get-video-tasks', () => {
    const counts = new Map<number, number>();
    for (const v of videos().list()) counts.set(v.taskId, (counts.get(v.taskId) ?? 0) + 1);
    return ok(tasks().list().sort((a, b) => String(b.createTime).localeCompare(String(a.createTime))).map((t) => ({
      id: t.id, taskName: t.taskName, taskType: t.taskType, status: t.status, videos: counts.get(t.id) ?? 0,
    })));
  }),

  operation('geoai', 'get-video-list', ({ request }) => {
    const taskId = Number(new URL(request.url).searchParams.get('taskId'));
    if (!tasks().get(String(taskId))) return fail(404, 'GeoAI任务不存在');
    return ok(videos().list().filter((v) => v.taskId === taskId).sort((a, b) => b.uploadTime.localeCompare(a.uploadTime) || b.id - a.id));
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
    db.collection('uploads').remove(video.uploadId);
    return ok(null);
  }),
];
