import { useEffect } from 'react';
import { PAGE_CONFIG_BROKEN, reportDeveloperDetail } from '../core/feedback/developerFault';
import { ErrorPanel } from './ErrorPanel';

export interface DeveloperFaultPanelProps {
  title: string;
  /** For developers (a file, a key, a page id): logged to the console, never shown. */
  detail: string;
  /** What the user reads under the title. */
  userMessage?: string;
  onRetry?: () => void | Promise<unknown>;
}

/** An error panel for a fault only a developer can fix: the user gets words, the console the detail. */
export function DeveloperFaultPanel({ title, detail, userMessage = PAGE_CONFIG_BROKEN, onRetry }: DeveloperFaultPanelProps) {
  useEffect(() => {
    reportDeveloperDetail(detail);
  }, [detail]);
  return <ErrorPanel title={title} detail={userMessage} onRetry={onRetry} />;
}
