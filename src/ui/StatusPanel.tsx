import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './statusPanel.css';

export interface StatusPanelProps {
  status: 'error' | 'info';
  title: string;
  /** Plain text or elements; never HTML strings. */
  detail?: ReactNode;
  extra?: ReactNode;
}

/**
 * A centred icon, title, detail and actions, with antd's look. Not antd's Result: that one
 * carries its 403/404/500 illustrations (about 10 KiB gzip) into every route.
 */
export function StatusPanel({ status, title, detail, extra }: StatusPanelProps) {
  const Icon = status === 'error' ? CloseCircleFilled : InfoCircleFilled;
  return (
    <div className={`hpc-status-panel hpc-status-panel-${status}`} role={status === 'error' ? 'alert' : 'status'}>
      <Icon className="hpc-status-panel-icon" aria-hidden />
      <div className="hpc-status-panel-title">{title}</div>
      {detail !== undefined && detail !== '' && <div className="hpc-status-panel-detail">{detail}</div>}
      {extra !== undefined && <div className="hpc-status-panel-extra">{extra}</div>}
    </div>
  );
}
