import { Button } from 'antd';
import { useState } from 'react';
import { readableMessageOf } from '../core/feedback/developerFault';
import { StatusPanel } from './StatusPanel';

export interface ErrorPanelProps {
  title?: string;
  /**
   * Shown as plain text: server and schema messages are never injected as HTML. Text not written
   * for users (an engine's English error, one reading `undefined`) shows as the general message,
   * the text itself goes to the console.
   */
  detail?: string;
  /**
   * Asks again for what failed — every call the area needs, not only the first. A promise (a
   * query's refetch) keeps 重试 spinning until it settles: the click shows it is working, and a
   * second click cannot start the same calls again meanwhile.
   */
  onRetry?: () => void | Promise<unknown>;
}

/** What a failing page shows inside the shell, never a blank screen. */
export function ErrorPanel({ title = '页面加载失败', detail, onRetry }: ErrorPanelProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    const running = onRetry?.();
    if (!(running instanceof Promise)) return;
    setRetrying(true);
    void running.catch(() => undefined).finally(() => setRetrying(false));
  };
  return (
    <StatusPanel
      status="error"
      title={title}
      detail={detail === undefined || detail === '' ? detail : readableMessageOf(detail)}
      extra={onRetry ? <Button type="primary" loading={retrying} onClick={retry}>重试</Button> : undefined}
    />
  );
}
