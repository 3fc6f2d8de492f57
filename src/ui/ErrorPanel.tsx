import { Button } from 'antd';
import { StatusPanel } from './StatusPanel';

export interface ErrorPanelProps {
  title?: string;
  /** Shown as plain text: server and schema messages are never injected as HTML. */
  detail?: string;
  onRetry?: () => void;
}

/** What a failing page shows inside the shell, never a blank screen. */
export function ErrorPanel({ title = '页面加载失败', detail, onRetry }: ErrorPanelProps) {
  return (
    <StatusPanel
      status="error"
      title={title}
      detail={detail}
      extra={onRetry ? <Button type="primary" onClick={onRetry}>重试</Button> : undefined}
    />
  );
}
