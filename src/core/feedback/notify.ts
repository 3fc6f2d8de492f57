import { requestFeedbackHost } from './modalApi';

/**
 * Where user-facing toasts go. The feedback host installs antd's context-aware `message` API;
 * tests install a recorder, which takes precedence. Until something is installed, toasts wait for the host (whose chunk
 * the first of them asks for) and are shown by it in order.
 */
export type NoticeLevel = 'success' | 'error' | 'warning' | 'info';

export interface Notifier {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
  info(text: string): void;
}

const waiting: [NoticeLevel, string][] = [];

function later(level: NoticeLevel) {
  return (text: string) => {
    waiting.push([level, text]);
    requestFeedbackHost();
  };
}

const waitingNotifier: Notifier = { success: later('success'), error: later('error'), warning: later('warning'), info: later('info') };

let host: Notifier | null = null;
let override: Notifier | null = null;
const current = (): Notifier => override ?? host ?? waitingNotifier;

function flush(): void {
  const target = override ?? host;
  if (target) for (const [level, text] of waiting.splice(0)) target[level](text);
}

/** The feedback host's toasts (antd's message API), or null when it unmounts. */
export function setHostNotifier(next: Notifier | null): void {
  host = next;
  flush();
}

/** Takes the toasts over whatever the host shows (tests record them); null gives them back. */
export function setNotifier(next: Notifier | null): void {
  override = next;
  flush();
}

export const notify: Notifier = {
  success: (text) => current().success(text),
  error: (text) => current().error(text),
  warning: (text) => current().warning(text),
  info: (text) => current().info(text),
};
