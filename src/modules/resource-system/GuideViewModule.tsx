import { Button, Card, Empty, Space } from 'antd';
import { useAsyncData } from '../../core/async/useAsyncData';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { RichText } from '../../ui/RichText';
import { isEmptyRichText } from '../../ui/richTextText';
import { resourceSystemApi } from './api';
import './resourceSystem.css';

/** 工作台 → 操作指南: the guide operators write in 操作指南设置, sanitised (DOMPurify) before it is shown. */
export default function GuideViewModule() {
  const guide = useAsyncData('operation-guide', () => resourceSystemApi.guide());
  if (guide.state.status === 'error') return <ErrorPanel title="操作指南加载失败" detail={guide.state.message} onRetry={guide.reload} />;
  if (guide.state.status === 'loading') return <Card loading />;
  const { content, updateTime } = guide.state.data;
  // The tab stays mounted when the user moves on: 刷新 reads the guide again after an operator's edit.
  return (
    <Card title="操作指南" extra={<Space>{updateTime && <span className="rs-guide-meta">更新于 {updateTime}</span>}<Button onClick={guide.reload}>刷新</Button></Space>}>
      {isEmptyRichText(content) ? <Empty description="暂无操作指南" /> : <RichText html={content} className="rs-guide" />}
    </Card>
  );
}
