import { Button, Card, Empty, Progress, Select, Table, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import { notify } from '../../core/feedback/notify';
import { useModalApi } from '../../core/feedback/modalApi';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { resourceSystemApi, VIDEO_CHUNK_PATH, type GeoaiVideo } from './api';
import { ChunkUploadError, uploadInChunks } from './chunkUpload';
import './resourceSystem.css';

const STATUS: Readonly<Record<number, string>> = { 1: '待确认', 2: '进行中', 3: '已完成', 4: '已驳回', 5: '已取消' };
const VIDEO_ACCEPT = '.mp4,.mov,.avi,.mkv,.webm,.flv,.ts';

function size(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) { value /= 1024; unit += 1; }
  return `${unit === 0 ? value : value.toFixed(2)} ${units[unit]}`;
}

/**
 * GeoAI任务视频: pick a task, upload its videos in 5 MB chunks (with an identifier, progress
 * shown), list and delete them. Rejected and cancelled tasks take no new videos.
 */
export default function GeoaiVideoModule() {
  const modal = useModalApi();
  const tasks = useAsyncData('geoai-video-tasks', () => Promise.all([resourceSystemApi.videoTasks(), resourceSystemApi.taskTypes()]));
  const [taskId, setTaskId] = useState<number | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const videos = useAsyncData(taskId === null ? null : `geoai-videos|${taskId}`, () => resourceSystemApi.videos(taskId ?? 0));
  const input = useRef<HTMLInputElement>(null);
  if (tasks.state.status === 'error') return <ErrorPanel title="GeoAI任务加载失败" detail={tasks.state.message} onRetry={tasks.reload} />;
  const [options, types] = tasks.state.status === 'ready' ? tasks.state.data : [[], []];
  const task = options.find((t) => t.id === taskId);
  const typeName = (value: number) => types.find((t) => t.value === value)?.label ?? '';
  const closed = task !== undefined && (task.status === 4 || task.status === 5);

  const upload = async (file: File) => {
    if (taskId === null) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      await uploadInChunks(VIDEO_CHUNK_PATH, file, { taskId: String(taskId) }, (percent) => setProgress({ name: file.name, percent }));
      notify.success('上传成功');
      videos.reload();
    } catch (error) {
      if (error instanceof ChunkUploadError) notify.error(error.message);
    } finally {
      setProgress(null);
    }
  };
  const remove = (video: GeoaiVideo) => modal.confirm({
    title: '确认', content: `确认删除视频“${video.name}”吗？`, okText: '确认', cancelText: '取消',
    onOk: async () => {
      await resourceSystemApi.deleteVideo(video.id);
      notify.success('操作成功');
      videos.reload();
    },
  });

  return (
    <Card title="GeoAI任务视频">
      <div className="rs-video-head">
        <Select aria-label="GeoAI任务" showSearch optionFilterProp="label" placeholder="选择任务" style={{ width: 420 }} loading={tasks.state.status === 'loading'}
          value={taskId ?? undefined} onChange={(v: number) => setTaskId(v)}
          options={options.map((t) => ({ value: t.id, label: `${t.taskName} · ${typeName(t.taskType)} · ${STATUS[t.status] ?? ''}` }))} />
        <input ref={input} type="file" accept={VIDEO_ACCEPT} hidden aria-label="选择视频文件" onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }} />
        <Button type="primary" disabled={taskId === null || closed || progress !== null} onClick={() => input.current?.click()}>上传视频</Button>
        {closed && <Tag color="default">已驳回或已取消的任务不能上传视频</Tag>}
      </div>
      {progress && <div style={{ marginTop: 12 }}><span>正在上传 {progress.name}</span><Progress percent={progress.percent} size="small" /></div>}
      <div style={{ marginTop: 16 }}>
        {taskId === null ? <Empty description="请选择任务" /> : videos.state.status === 'error'
          ? <ErrorPanel title="视频列表加载失败" detail={videos.state.message} onRetry={videos.reload} />
          : (
            <Table<GeoaiVideo> rowKey="id" loading={videos.state.status === 'loading'} dataSource={videos.state.status === 'ready' ? videos.state.data : []} pagination={false}
              locale={{ emptyText: '该任务还没有视频' }}
              columns={[
                { title: '文件名', dataIndex: 'name', render: (name: string, v) => <a href={v.url} target="_blank" rel="noopener noreferrer">{name}</a> },
                { title: '大小', dataIndex: 'size', width: 120, align: 'right', render: size },
                { title: '上传时间', dataIndex: 'uploadTime', width: 180 },
                { title: '操作', key: 'actions', width: 100, render: (_: unknown, v) => <Button type="link" danger onClick={() => remove(v)}>删除</Button> },
              ]} />
          )}
      </div>
    </Card>
  );
}
