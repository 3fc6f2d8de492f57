import type { ReactNode } from 'react';

/** Loading, error and empty states of portal areas: plain markup, no antd on the portal's first load. */
export function PortalSpinner({ label = '正在加载…' }: { label?: string }) {
  return (
    <div className="portal-state" role="status" aria-live="polite">
      <span className="portal-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function PortalError({ title, detail, onRetry }: { title: string; detail?: string; onRetry?: () => void }) {
  return (
    <div className="portal-state portal-state-error" role="alert">
      <strong>{title}</strong>
      {detail ? <span className="portal-state-detail">{detail}</span> : null}
      {onRetry && (
        <button type="button" className="portal-btn portal-btn-primary" onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}

export function PortalEmpty({ children }: { children: ReactNode }) {
  return <div className="portal-state portal-state-empty">{children}</div>;
}
