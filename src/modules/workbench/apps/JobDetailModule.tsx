import { Button, Card, Descriptions, Popconfirm, Space, Tag, Timeline } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { MissingId } from '../MissingId';
import { workbenchApi } from '../api/workbenchApi';
import { JOB_STATUS_COLOR } from './jobLabels';
import '../workbench.css';

/** 作业详情 (?id=, hidden; highlights 应用运行): the job, its parameters, status history and output; refreshes while it is live. */
export default function JobDetailModule() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const job = useAsyncData(valid ? `job|${id}` : null, () => workbenchApi.job(id));
  const live = job.state.status === 'ready' && (job.state.data.status === 'PENDING' || job.state.data.status === 'RUNNING');
  const { reload } = job;
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(reload, 5_000);
    return () => clearInterval(timer);
  }, [live, reload]);
  if (!valid) return <MissingId title="作业详情" what="作业" listTitle="应用运行" listPath="/application-admin/start-app" />;
  if (job.state.status === 'error') return <ErrorPanel title="作业加载失败" detail={job.state.message} onRetry={job.reload} />;
  const j = job.state.status === 'ready' ? job.state.data : null;
  const cancel = async () => {
    try {
      await workbenchApi.cancelJob(id);
      notify.success('作业已取消');
      job.reload();
    } catch {
      // The client has shown why.
    }
  };
  return (
    <div className="wb-page">
      <Card title="作业详情" loading={!j} extra={
        <Space>
          {live && <Popconfirm title="确认取消该作业？" onConfirm={cancel}><Button danger>取消作业</Button></Popconfirm>}
          <Button onClick={job.reload}>刷新</Button>
          <Button onClick={() => navigate('/application-admin/start-app')}>返回</Button>
        </Space>
      }>
        {j && (
          <Descriptions bordered column={2} items={[
            { key: 'n', label: '作业名称', children: j.jobName },
            { key: 'id', label: '作业号', children: j.jobId },
            { key: 'a', label: '应用', children: j.appName },
            { key: 's', label: '状态', children: <Tag color={JOB_STATUS_COLOR[j.status]} data-testid="job-status">{j.statusName}</Tag> },
            { key: 'p', label: '计算分区', children: j.partition },
            { key: 'c', label: '核数', children: j.cores },
            { key: 'h', label: '核时', children: j.coreHours.toFixed(2) },
            { key: 't', label: '提交时间', children: j.submitTime },
            { key: 'st', label: '开始时间', children: j.startTime || '—' },
            { key: 'e', label: '结束时间', children: j.endTime || '—' },
          ]} />
        )}
      </Card>
      {j && (
        <>
          <Card title="作业参数">
            <Descriptions column={2} items={j.params.map((p) => ({ key: p.key, label: p.label, children: p.value }))} />
          </Card>
          <Card title="状态记录">
            <Timeline items={j.history.map((h) => ({ key: `${h.status}${h.time}`, children: `${h.time}  ${h.label}` }))} />
          </Card>
          <Card title="作业输出">
            <pre className="wb-output">{j.output.join('\n')}</pre>
          </Card>
        </>
      )}
    </div>
  );
}
